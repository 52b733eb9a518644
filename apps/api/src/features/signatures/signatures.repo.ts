import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { matching } from '../../platform/db/where.ts';
import { attendancies } from '../scheduling/scheduling.tables.ts';
import { placeMembers, users } from '../users/users.tables.ts';
import { type SignatureDocumentRow, signatureDocuments } from './signatures.tables.ts';

export type NewSignatureDocument = typeof signatureDocuments.$inferInsert;
export type SignatureDocumentRecord = SignatureDocumentRow;

export function createSignaturesRepo() {
  return {
    /** The person, when they belong to the place (a customer or patient of it). */
    async signer(q: Queryable, placeId: string, userId: string) {
      const [row] = await q
        .select({ name: users.username, phone: users.phone, email: users.email })
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(matching(placeMembers, { placeId, userId }))
        .limit(1);
      return row ?? null;
    },

    async attendancyOf(q: Queryable, placeId: string, attendancyId: string) {
      const [row] = await q
        .select({ userId: attendancies.userId })
        .from(attendancies)
        .where(matching(attendancies, { placeId, id: attendancyId }))
        .limit(1);
      return row ?? null;
    },

    async insert(q: Queryable, row: NewSignatureDocument): Promise<SignatureDocumentRow> {
      const [saved] = await q.insert(signatureDocuments).values(row).returning();
      if (!saved) throw new Error('signature document not saved');
      return saved;
    },

    async list(q: Queryable, placeId: string, by: { userId?: string; attendancyId?: string }) {
      const where = [eq(signatureDocuments.placeId, placeId)];
      if (by.userId) where.push(eq(signatureDocuments.userId, by.userId));
      if (by.attendancyId) where.push(eq(signatureDocuments.attendancyId, by.attendancyId));
      return q
        .select()
        .from(signatureDocuments)
        .where(and(...where))
        .orderBy(desc(signatureDocuments.createdAt))
        .limit(100);
    },

    async find(q: Queryable, placeId: string, id: string) {
      const [row] = await q.select().from(signatureDocuments).where(matching(signatureDocuments, { placeId, id }));
      return row ?? null;
    },

    /** Moves a waiting document to its final state; a final state never changes again. */
    async settle(q: Queryable, placeId: string, id: string, status: 'signed' | 'refused' | 'cancelled', at: Date) {
      const rows = await q
        .update(signatureDocuments)
        .set({ status, signedAt: status === 'signed' ? at : null, updatedAt: at })
        .where(and(matching(signatureDocuments, { placeId, id }), eq(signatureDocuments.status, 'sent')))
        .returning({ id: signatureDocuments.id });
      return rows.length > 0;
    },
  };
}
export type SignaturesRepo = ReturnType<typeof createSignaturesRepo>;
