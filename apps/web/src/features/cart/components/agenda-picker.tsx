import type { DeliveryMethod } from '../lib/cart-options.ts';

/** Placeholder until getagenda exists on the server (the scheduled kind is offered only then). */
export function AgendaPicker(_props: {
  method: DeliveryMethod;
  addressId: string | null;
  value: string | null;
  error: string | null;
  onChange: (slot: { date: string; id?: string } | null) => void;
}) {
  return null;
}
