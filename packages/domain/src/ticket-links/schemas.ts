import { z } from 'zod';
import { boundedInt } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';

/** How long a ticket's status link works after printing. */
export const TICKET_LINK_HOURS = 12;

/** admin/updateordernotoken: the code of the ticket's link and the step it takes. */
export const UpdateOrderNoTokenBody = z.object({
  order_id: z.string().uuid(),
  /** The random code of the ticket's link. */
  code: plainText(100).min(1),
  /** Only the steps a ticket may take: 3 out for delivery (ready for pickup), 4 delivered. */
  status: boundedInt('fieldStatus', 3, 4),
});

/** What the link's page may show: the number and where the order stands, nothing personal. */
export const UpdateOrderNoTokenResponse = z.object({
  number: z.number().int(),
  status: z.number().int(),
  pickup: z.boolean(),
});
