import { and, arrayOverlaps, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { containsPlain, escapeLike } from '../../platform/db/plain-text.ts';
import { serviceSuppliers } from '../scheduling/scheduling.tables.ts';
import { placeMembers, users } from '../users/users.tables.ts';
import {
  type PatientAuditRow,
  type PatientConsentRow,
  type PatientRecordRow,
  type PatientRow,
  patientAudit,
  patientConsents,
  patientRecords,
  patients,
} from './patients.tables.ts';

export type PatientData = PatientRow;
export type PatientValues = Omit<typeof patients.$inferInsert, 'id' | 'placeId' | 'createdAt' | 'updatedAt'>;
export type RecordData = PatientRecordRow;
export type ConsentData = PatientConsentRow;
export type AuditData = PatientAuditRow;
export type AuditValues = Omit<typeof patientAudit.$inferInsert, 'id' | 'createdAt'>;

/** Patient queries; callers pass the `inPlace` transaction (RLS) and the place filter. */
export function createPatientsRepo() {
  /** Patients of some suppliers, or of the whole place. */
  const scoped = (placeId: string, supplierIds: string[] | null): SQL[] => {
    const where: SQL[] = [eq(patients.placeId, placeId)];
    if (supplierIds) where.push(arrayOverlaps(patients.supplierIds, supplierIds));
    return where;
  };

  return {
    async list(
      q: Queryable,
      placeId: string,
      options: { supplierIds: string[] | null; search: string; limit: number; offset: number },
    ) {
      const where = scoped(placeId, options.supplierIds);
      const text = options.search.trim();
      if (text) {
        const digits = text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
        const byName = containsPlain(patients.fullName, text);
        const parts: SQL[] = [byName];
        if (/\d{3,}/.test(digits)) {
          parts.push(sql`${patients.cpf} like ${`${escapeLike(digits)}%`}`);
          parts.push(sql`${patients.phone} like ${`%${escapeLike(digits.replace(/\D/g, ''))}%`}`);
        }
        where.push(or(...parts) as SQL);
      }
      return q
        .select()
        .from(patients)
        .where(and(...where))
        .orderBy(patients.fullName, patients.id)
        .limit(options.limit)
        .offset(options.offset);
    },

    async find(q: Queryable, placeId: string, id: string, opts: { forUpdate?: boolean } = {}) {
      const query = q
        .select()
        .from(patients)
        .where(and(eq(patients.placeId, placeId), eq(patients.id, id)))
        .limit(1);
      const [row] = await (opts.forUpdate ? query.for('update') : query);
      return row ?? null;
    },

    async findByCpf(q: Queryable, placeId: string, cpf: string) {
      const [row] = await q
        .select()
        .from(patients)
        .where(and(eq(patients.placeId, placeId), eq(patients.cpf, cpf)))
        .limit(1);
      return row ?? null;
    },

    async findByUser(q: Queryable, placeId: string, userId: string) {
      const [row] = await q
        .select()
        .from(patients)
        .where(and(eq(patients.placeId, placeId), eq(patients.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async insert(q: Queryable, placeId: string, values: PatientValues) {
      const [row] = await q
        .insert(patients)
        .values({ ...values, placeId })
        .returning();
      if (!row) throw new Error('patient insert returned nothing');
      return row;
    },

    async update(q: Queryable, placeId: string, id: string, values: Partial<PatientValues>) {
      const [row] = await q
        .update(patients)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(patients.placeId, placeId), eq(patients.id, id)))
        .returning();
      if (!row) throw new Error('patient update returned nothing');
      return row;
    },

    /** A person of the place (member), to preload a new patient's form. */
    async placeUser(q: Queryable, placeId: string, userId: string) {
      const [row] = await q
        .select({
          id: users.id,
          username: users.username,
          phone: users.phone,
          email: users.email,
          cpf: users.cpf,
          birthdate: users.birthdate,
        })
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async records(q: Queryable, placeId: string, patientId: string) {
      return q
        .select()
        .from(patientRecords)
        .where(and(eq(patientRecords.placeId, placeId), eq(patientRecords.patientId, patientId)))
        .orderBy(desc(patientRecords.day), desc(patientRecords.hour), desc(patientRecords.signedAt));
    },

    async record(q: Queryable, placeId: string, id: string) {
      const [row] = await q
        .select()
        .from(patientRecords)
        .where(and(eq(patientRecords.placeId, placeId), eq(patientRecords.id, id)))
        .limit(1);
      return row ?? null;
    },

    async addenda(q: Queryable, placeId: string, recordId: string) {
      return q
        .select()
        .from(patientRecords)
        .where(and(eq(patientRecords.placeId, placeId), eq(patientRecords.addendumTo, recordId)))
        .orderBy(patientRecords.signedAt, patientRecords.id);
    },

    async insertRecord(q: Queryable, values: Omit<typeof patientRecords.$inferInsert, 'id' | 'signedAt'>) {
      const [row] = await q.insert(patientRecords).values(values).returning();
      if (!row) throw new Error('record insert returned nothing');
      return row;
    },

    /** The latest consent per purpose. */
    async consents(q: Queryable, placeId: string, patientId: string) {
      return q
        .selectDistinctOn([patientConsents.purpose])
        .from(patientConsents)
        .where(and(eq(patientConsents.placeId, placeId), eq(patientConsents.patientId, patientId)))
        .orderBy(patientConsents.purpose, desc(patientConsents.createdAt), desc(patientConsents.id));
    },

    async insertConsent(q: Queryable, values: Omit<typeof patientConsents.$inferInsert, 'id' | 'createdAt'>) {
      await q.insert(patientConsents).values(values);
    },

    async addAudit(q: Queryable, rows: AuditValues[]) {
      if (rows.length > 0) await q.insert(patientAudit).values(rows);
    },

    async audit(q: Queryable, placeId: string, patientId: string, limit: number, offset: number) {
      return q
        .select()
        .from(patientAudit)
        .where(and(eq(patientAudit.placeId, placeId), eq(patientAudit.patientId, patientId)))
        .orderBy(desc(patientAudit.createdAt), desc(patientAudit.id))
        .limit(limit)
        .offset(offset);
    },

    /** Which of these suppliers exist at the place. */
    async knownSuppliers(q: Queryable, placeId: string, supplierIds: string[]) {
      if (supplierIds.length === 0) return [];
      const rows = await q
        .select({ id: serviceSuppliers.supplierId })
        .from(serviceSuppliers)
        .where(and(eq(serviceSuppliers.placeId, placeId), inArray(serviceSuppliers.supplierId, supplierIds)));
      return rows.map((r) => r.id);
    },
  };
}
export type PatientsRepo = ReturnType<typeof createPatientsRepo>;
