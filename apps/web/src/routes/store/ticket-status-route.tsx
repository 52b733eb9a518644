import { TicketStatus } from '../../features/ticket-links/index.ts';
import { useParams, useSearchParams } from '../../lib/router.tsx';

export const namespaces = ['ticket-links'] as const;

/** The status link printed on a ticket (/comprovante/:id?code=…, anonymous; decision 121). */
export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return <TicketStatus orderId={id} code={params.get('code') ?? ''} />;
}
