import { and, eq, sql } from 'drizzle-orm';
import { whatsappNumberPlaces } from '../../integrations/whatsapp/whatsapp.tables.ts';
import type { Tx } from '../../platform/db/client.ts';
import { patientConsents, patients } from '../patients/patients.tables.ts';
import { automaticMessageSends, automaticMessages } from './automatic-messages.tables.ts';

/** The writes of the automatic-messages demo (automatic-messages.seed.ts) and the patients it picks. */
export function createAutomaticMessagesSeedRepo() {
  return {
    async routeNumber(tx: Tx, numberId: string, placeId: string) {
      await tx.insert(whatsappNumberPlaces).values({ numberId, placeId }).onConflictDoNothing();
    },
    insertMessages: (tx: Tx, rows: (typeof automaticMessages.$inferInsert)[]) =>
      tx.insert(automaticMessages).values(rows).returning({ id: automaticMessages.id }),
    /** Up to `limit` patients of the place with a phone who consented to messages. */
    consentedPatients: (tx: Tx, placeId: string, limit: number) =>
      tx
        .selectDistinct({ id: patients.id, name: patients.fullName, phone: patients.phone })
        .from(patients)
        .innerJoin(
          patientConsents,
          and(eq(patientConsents.patientId, patients.id), eq(patientConsents.purpose, 'messages')),
        )
        .where(and(eq(patients.placeId, placeId), sql`${patients.phone} is not null`))
        .limit(limit),
    async insertSends(tx: Tx, rows: (typeof automaticMessageSends.$inferInsert)[]) {
      if (rows.length > 0) await tx.insert(automaticMessageSends).values(rows);
    },
  };
}
