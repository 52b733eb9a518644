import { z } from 'zod';

// Order tickets through the print port (decision 028).

export const OrderTicketBody = z.object({
  order_id: z.string().uuid(),
  /** Also send the PDF to the place's printer through the print port (sandbox: the document log). */
  send: z.boolean().optional(),
});
export const OrderTicketResponse = z.object({
  document_id: z.string(),
  /** The ticket as a printable HTML page (80 mm, @page size). */
  html: z.string(),
  /** A short-lived link to the PDF (GET, no token: the link carries a one-document key). */
  pdf_url: z.string(),
  /** The print job, when `send` was asked. */
  job_id: z.string().nullable(),
});
