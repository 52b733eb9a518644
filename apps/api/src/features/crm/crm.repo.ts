import { CRM_COUNT_CAP } from '@app/domain/crm/rules';
import { and, asc, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { products } from '../catalogue/catalogue.tables.ts';
import { crmCampaigns, crmContactTypes, patientOrigins } from '../crm-lists/crm-lists.tables.ts';
import { patients } from '../patients/patients.tables.ts';
import { serviceSuppliers, specialities } from '../scheduling/scheduling.tables.ts';
import { users } from '../users/users.tables.ts';
import {
  type CrmSavedFilterRow,
  crmPatientSummaries,
  crmPlaceLocalities,
  crmQueryAudit,
  crmSavedFilters,
  type SavedFilterJson,
} from './crm.tables.ts';

export type SavedFilterData = CrmSavedFilterRow;
/** The tables a match joins besides the summary, and the tags it requires (matchShapeOf). */
export type MatchJoins = { patients: boolean; origins: boolean; tags?: readonly string[] };
/** The page transaction's work_mem: its range bitmaps stay exact up to ~3,000,000 patients (decision 219). */
export const CRM_WORK_MEM = '16MB';
/** Both joins, no tags: right for any filter (the service passes only what its filters need). */
const ALL_JOINS: MatchJoins = { patients: true, origins: true };

/** A patient as the CRM lists and exports them. */
export type CrmPatientData = {
  id: string;
  fullName: string;
  phone: string | null;
  email: string | null;
  birthdate: string | null;
  gender: string | null;
  userId: string | null;
  username: string | null;
  city: string | null;
  district: string | null;
  state: string | null;
  scheduleCount: number;
  lastVisit: Date | null;
};

const rowColumns = {
  id: patients.id,
  fullName: patients.fullName,
  phone: patients.phone,
  email: patients.email,
  birthdate: patients.birthdate,
  gender: patients.gender,
  userId: patients.userId,
  username: users.username,
  city: crmPatientSummaries.homeCity,
  district: crmPatientSummaries.homeDistrict,
  state: crmPatientSummaries.homeState,
  scheduleCount: crmPatientSummaries.scheduleCount,
  lastVisit: crmPatientSummaries.lastVisit,
};

/** CRM queries; callers pass the `inPlace` transaction (RLS) and the where built by crmWhere. */
export function createCrmRepo(options: { countCap?: number } = {}) {
  const countCap = options.countCap ?? CRM_COUNT_CAP;
  /**
   * The match reads the summary alone (decision 210): patients only for a search, the origins only
   * for their filters (one row per patient at most, so neither join changes the rows).
   */
  const matchFrom = (q: Queryable, joins: MatchJoins) => {
    const base = q
      .select({
        id: crmPatientSummaries.patientId,
        fullName: crmPatientSummaries.fullName,
        userId: crmPatientSummaries.userId,
      })
      .from(crmPatientSummaries)
      .$dynamic();
    if (joins.patients) base.innerJoin(patients, eq(patients.id, crmPatientSummaries.patientId));
    if (joins.origins) base.leftJoin(patientOrigins, eq(patientOrigins.patientId, crmPatientSummaries.patientId));
    return base;
  };

  /**
   * Ids of one page, sorted by name, with the totals of the match counted up to CRM_COUNT_CAP
   * (decision 198). The match is read once, capped (its LIMIT keeps it a subquery of its own: the
   * planner then reads the summary's indexes instead of walking every patient in name order),
   * and both the totals and the page come from it in the same statement.
   */
  async function pageIds(q: Queryable, where: SQL, joins: MatchJoins, limit: number, offset: number) {
    const match = matchFrom(q, joins)
      .where(where)
      .limit(countCap + 1)
      .as('crm_match');
    return q
      .select({
        id: match.id,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        totalUsers: sql<number>`count(${match.userId}) over ()`.mapWith(Number),
      })
      .from(match)
      .orderBy(asc(match.fullName), asc(match.id))
      .limit(limit)
      .offset(offset);
  }

  /** A page of a match past the cap: in name order (the patients' name index), stopping at the page. */
  async function pageIdsInNameOrder(q: Queryable, where: SQL, joins: MatchJoins, limit: number, offset: number) {
    return matchFrom(q, joins)
      .where(where)
      .orderBy(asc(crmPatientSummaries.fullName), asc(crmPatientSummaries.patientId))
      .limit(limit)
      .offset(offset);
  }

  /** The totals of the match, counting at most `cap` patients. */
  async function countUpTo(q: Queryable, where: SQL, joins: MatchJoins, cap: number) {
    const match = matchFrom(q, joins).where(where).limit(cap).as('crm_match');
    const [row] = await q
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        totalUsers: sql<number>`count(${match.userId})`.mapWith(Number),
      })
      .from(match);
    return { total: row?.total ?? 0, totalUsers: row?.totalUsers ?? 0 };
  }

  async function rowsOf(q: Queryable, placeId: string, ids: string[]): Promise<CrmPatientData[]> {
    if (ids.length === 0) return [];
    const rows = await q
      .select(rowColumns)
      .from(patients)
      .innerJoin(crmPatientSummaries, eq(crmPatientSummaries.patientId, patients.id))
      .leftJoin(users, eq(users.id, patients.userId))
      .where(and(eq(patients.placeId, placeId), sql`${patients.id} in ${ids}`))
      .orderBy(asc(patients.fullName), asc(patients.id));
    return rows;
  }

  async function count(q: Queryable, where: SQL) {
    const [row] = await q
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        totalUsers: sql<number>`count(${patients.userId})`.mapWith(Number),
      })
      .from(patients)
      .innerJoin(crmPatientSummaries, eq(crmPatientSummaries.patientId, patients.id))
      .leftJoin(patientOrigins, eq(patientOrigins.patientId, patients.id))
      .where(where);
    return { total: row?.total ?? 0, totalUsers: row?.totalUsers ?? 0 };
  }

  return {
    count,
    /**
     * One page of the match and its totals; a page past the end still answers the totals. Past
     * CRM_COUNT_CAP matches the totals are capped (`capped`) and the page is read in name order.
     */
    async page(
      q: Queryable,
      placeId: string,
      where: SQL,
      limit: number,
      offset: number,
      joins: MatchJoins = ALL_JOINS,
    ) {
      // The match's estimated cost crosses jit_above_cost on a large place: compiling it took
      // ~50 ms of CPU per request, more than the query saves (decision 198). This transaction only.
      // The required tags go to the summary's restrictive policy, whose GIN condition may be an
      // index condition under forced RLS where the filters' own may not (decision 210).
      // work_mem: the age and last-visit btrees answer a range as a bitmap of every patient in it
      // (300,000 of 1,000,000 for ages 30–50); past work_mem (4 MB by default, ~65,000 heap pages)
      // the bitmap turns lossy and the intersection with the tags GIN re-reads every candidate of
      // every page (8,870 heap blocks instead of 4,553 on the bench; decision 219).
      const tags = joins.tags ?? [];
      await q.execute(
        sql`select set_config('jit', 'off', true), set_config('work_mem', ${CRM_WORK_MEM}, true), set_config('app.crm_tags', ${
          tags.length > 0
            ? sql`array[${sql.join(
                tags.map((t) => sql`${t}`),
                sql`, `,
              )}]::text[]::text`
            : ''
        }, true)`,
      );
      const ids = await pageIds(q, where, joins, limit, offset);
      const counted =
        ids[0] ?? (offset > 0 ? await countUpTo(q, where, joins, countCap + 1) : { total: 0, totalUsers: 0 });
      if (counted.total <= countCap) {
        const rows = await rowsOf(
          q,
          placeId,
          ids.map((r) => r.id),
        );
        return { rows, total: counted.total, totalUsers: counted.totalUsers, capped: false };
      }
      const named = await pageIdsInNameOrder(q, where, joins, limit, offset);
      const rows = await rowsOf(
        q,
        placeId,
        named.map((r) => r.id),
      );
      return {
        rows,
        total: countCap,
        totalUsers: Math.min(counted.totalUsers, countCap),
        capped: true,
      };
    },

    /** The next batch of the match after (name, id), for the streamed export (keyset, flat memory). */
    async batchAfter(q: Queryable, where: SQL, after: { name: string; id: string } | null, size: number) {
      const keyset = after ? sql`(${patients.fullName}, ${patients.id}) > (${after.name}, ${after.id})` : sql`true`;
      return q
        .select(rowColumns)
        .from(patients)
        .innerJoin(crmPatientSummaries, eq(crmPatientSummaries.patientId, patients.id))
        .leftJoin(users, eq(users.id, patients.userId))
        .leftJoin(patientOrigins, eq(patientOrigins.patientId, patients.id))
        .where(and(where, keyset))
        .orderBy(asc(patients.fullName), asc(patients.id))
        .limit(size);
    },

    async savedFilters(q: Queryable, placeId: string, ownerUserId: string) {
      return q
        .select()
        .from(crmSavedFilters)
        .where(and(eq(crmSavedFilters.placeId, placeId), eq(crmSavedFilters.ownerUserId, ownerUserId)))
        .orderBy(asc(crmSavedFilters.name));
    },

    async countSaved(q: Queryable, placeId: string, ownerUserId: string) {
      const [row] = await q
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(crmSavedFilters)
        .where(and(eq(crmSavedFilters.placeId, placeId), eq(crmSavedFilters.ownerUserId, ownerUserId)));
      return row?.n ?? 0;
    },

    /** Saves by id (when given) or by name: the same name replaces the earlier filter. */
    async saveFilter(
      q: Queryable,
      values: { placeId: string; ownerUserId: string; name: string; filters: SavedFilterJson },
      id?: string,
    ) {
      if (id) {
        const [row] = await q
          .update(crmSavedFilters)
          .set({ name: values.name, filters: values.filters, updatedAt: new Date() })
          .where(
            and(
              eq(crmSavedFilters.placeId, values.placeId),
              eq(crmSavedFilters.ownerUserId, values.ownerUserId),
              eq(crmSavedFilters.id, id),
            ),
          )
          .returning();
        return row ?? null;
      }
      const [row] = await q
        .insert(crmSavedFilters)
        .values(values)
        .onConflictDoUpdate({
          target: [crmSavedFilters.placeId, crmSavedFilters.ownerUserId, crmSavedFilters.name],
          set: { filters: values.filters, updatedAt: new Date() },
        })
        .returning();
      return row ?? null;
    },

    async deleteFilter(q: Queryable, placeId: string, ownerUserId: string, id: string) {
      const rows = await q
        .delete(crmSavedFilters)
        .where(
          and(
            eq(crmSavedFilters.placeId, placeId),
            eq(crmSavedFilters.ownerUserId, ownerUserId),
            eq(crmSavedFilters.id, id),
          ),
        )
        .returning({ id: crmSavedFilters.id });
      return rows.length > 0;
    },

    async addAudit(q: Queryable, row: Omit<typeof crmQueryAudit.$inferInsert, 'id' | 'createdAt'>) {
      await q.insert(crmQueryAudit).values(row);
    },

    async audits(q: Queryable, placeId: string) {
      return q
        .select()
        .from(crmQueryAudit)
        .where(eq(crmQueryAudit.placeId, placeId))
        .orderBy(desc(crmQueryAudit.createdAt));
    },

    /** The option lists of params/crm. */
    async options(q: Queryable, placeId: string) {
      const suppliers = await q
        .select({ value: serviceSuppliers.supplierId, label: serviceSuppliers.name })
        .from(serviceSuppliers)
        .where(eq(serviceSuppliers.placeId, placeId))
        .orderBy(asc(serviceSuppliers.name));
      const campaigns = await q
        .select({ value: crmCampaigns.id, label: crmCampaigns.name })
        .from(crmCampaigns)
        .where(and(eq(crmCampaigns.placeId, placeId), isNull(crmCampaigns.deletedAt)))
        .orderBy(asc(crmCampaigns.name));
      const contactTypes = await q
        .select({ value: crmContactTypes.id, label: crmContactTypes.name })
        .from(crmContactTypes)
        .where(and(eq(crmContactTypes.placeId, placeId), isNull(crmContactTypes.deletedAt)))
        .orderBy(asc(crmContactTypes.name));
      const interests = await q
        .select({ value: specialities.id, label: specialities.name })
        .from(specialities)
        .where(eq(specialities.placeId, placeId))
        .orderBy(asc(specialities.position), asc(specialities.name));
      const procedures = await q
        .select({ value: products.id, label: products.name })
        .from(products)
        .where(and(eq(products.placeId, placeId), eq(products.serviceTypeId, 'procedimento')))
        .orderBy(asc(products.name));
      // Cities and districts the place's patients live in: the place's localities, kept by the
      // summaries' trigger (decision 198), not a distinct read of every patient's addresses.
      const places = await q
        .select({
          state: crmPlaceLocalities.state,
          city: crmPlaceLocalities.city,
          district: crmPlaceLocalities.district,
        })
        .from(crmPlaceLocalities)
        .where(and(eq(crmPlaceLocalities.placeId, placeId), gt(crmPlaceLocalities.patients, 0)))
        .orderBy(asc(crmPlaceLocalities.state), asc(crmPlaceLocalities.city), asc(crmPlaceLocalities.district))
        .limit(2000);
      return { suppliers, campaigns, contactTypes, interests, procedures, places };
    },
  };
}
export type CrmRepo = ReturnType<typeof createCrmRepo>;
