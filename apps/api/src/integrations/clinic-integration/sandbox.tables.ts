import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../platform/db/columns.ts';
import type { IntegrationPatient } from './port.ts';

/**
 * The sandbox integration's patient system (decision 194): what `updatePatient` was sent, per place
 * and CPF, in a table like the SMS sandbox's outbox, so a restart or another API instance reads
 * what one instance stored. It stands in for a system outside the product: not tenant data, no RLS,
 * never used by the `http` provider.
 */
export const clinicIntegrationSandboxPatients = pgTable(
  'clinic_integration_sandbox_patients',
  {
    /** The place as the outside system knows it (the `restaurant_id` the client sends). */
    placeId: text('place_id').notNull(),
    cpf: text('cpf').notNull(),
    patient: jsonb('patient').$type<IntegrationPatient>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.cpf] })],
);
