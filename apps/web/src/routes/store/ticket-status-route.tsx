import { useParams, useSearchParams } from 'react-router';
import { TicketStatus } from '../../features/ticket-links/index.ts';

export const namespaces = ['ticket-links'] as const;

/** The status link printed on a ticket (/comprovante/:id?code=…, anonymous; decision 121). */
export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return <TicketStatus orderId={id} code={params.get('code') ?? ''} />;
}
