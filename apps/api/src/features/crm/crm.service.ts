import type { CallInput, CallResult } from '@app/domain';
import { CRM_EXPORT_LIMIT, CRM_SAVED_FILTERS_MAX, type CrmFilter } from '@app/domain/crm/rules';
import { auditRoleOf, patientScopeOf } from '@app/domain/patients/rules';
import { isoDateInBrazil } from '@app/domain/users/rules';
import { type Actor, type ManagerSession, placeOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { invalidField } from '../../platform/service-kit.ts';
import { crmText } from './crm.messages.ts';
import type { CrmPatientData, CrmRepo } from './crm.repo.ts';
import { crmWhere, matchShapeOf } from './crm-filter.repo.ts';
import { crmPatientView, fieldParams, savedFilterView } from './crm-views.ts';

function staffOf(actor: Actor): ManagerSession {
  if (!actor.manager) throw accessDenied();
  return actor.manager;
}

/** What the audit keeps of a query: fields and operators, never the values typed (a name, a CPF). */
export const criteriaOf = (filters: readonly CrmFilter[]) =>
  filters.map((f) => `${f.field}:${f.operator}`).join(',') || 'all';

/** Rows per batch of the streamed export. */
export const EXPORT_BATCH = 2_000;

/**
 * The patient CRM (spec 2 §3 'CRM filters', §7; decisions 143–145): filtered pages, the option
 * lists of the filter builder, saved filters and the streamed export. Every query and export
 * writes one row in the append-only CRM audit, in the same transaction as the read.
 */
export function createCrmService(deps: { database: Database; crm: CrmRepo }) {
  const { crm: repo } = deps;
  // A failed query's text carries its parameters (a typed name): the log keeps only the code.
  const database = {
    inPlace<T>(placeId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
      return deps.database.inPlace(placeId, fn).catch((error: unknown) => {
        if (error instanceof AppError || isUniqueViolation(error, 'crm_saved_filters_owner_name')) throw error;
        const e = error as { code?: string; cause?: { code?: string } };
        throw new Error(`CRM query failed (${e?.cause?.code ?? e?.code ?? 'unknown'})`);
      });
    },
  };

  async function audit(tx: Tx, actor: Actor, action: string, filters: readonly CrmFilter[], matched: number) {
    const manager = staffOf(actor);
    await repo.addAudit(tx, {
      placeId: placeOf(actor).id,
      actorUserId: actor.user?.userId ?? manager.userId,
      actorName: actor.user?.record.username ?? null,
      role: auditRoleOf(manager),
      supplierId: manager.supplierId,
      action,
      criteria: criteriaOf(filters).slice(0, 2000),
      matched: Math.min(matched, 2_147_483_647),
      ip: actor.ip || null,
    });
  }

  const whereFor = (actor: Actor, filters: readonly CrmFilter[], today: string) =>
    crmWhere(placeOf(actor).id, filters, patientScopeOf(staffOf(actor)), today);

  return {
    async search(actor: Actor, input: CallInput<'patients/crm'>): Promise<CallResult<'patients/crm'>> {
      const placeId = placeOf(actor).id;
      const today = isoDateInBrazil(new Date());
      const filters = input.hasFilters === false ? [] : input.filters;
      const where = whereFor(actor, filters, today);
      return database.inPlace(placeId, async (tx) => {
        const found = await repo.page(
          tx,
          placeId,
          where,
          input.limit,
          (input.page - 1) * input.limit,
          matchShapeOf(filters),
        );
        await audit(tx, actor, 'crm.query', filters, found.total);
        return {
          patients: found.rows.map((r) => crmPatientView(r, today)),
          users: found.rows
            .filter((r) => r.userId)
            .map((r) => ({ _id: r.userId as string, patient_id: r.id, username: r.username })),
          total: found.total,
          total_users: found.totalUsers,
          total_capped: found.capped,
          page: input.page,
          limit: input.limit,
        };
      });
    },

    async params(actor: Actor): Promise<CallResult<'params/crm'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => ({ fields: fieldParams(await repo.options(tx, placeId)) }));
    },

    async listFilters(actor: Actor): Promise<CallResult<'crm/filters/list'>> {
      const placeId = placeOf(actor).id;
      const owner = staffOf(actor).userId;
      return database.inPlace(placeId, async (tx) => ({
        filters: (await repo.savedFilters(tx, placeId, owner)).map(savedFilterView),
      }));
    },

    async saveFilter(actor: Actor, input: CallInput<'crm/filters/save'>): Promise<CallResult<'crm/filters/save'>> {
      const placeId = placeOf(actor).id;
      const owner = staffOf(actor).userId;
      try {
        return await database.inPlace(placeId, async (tx) => {
          const existing = await repo.savedFilters(tx, placeId, owner);
          const replaces = existing.some((f) => f.id === input.id || f.name === input.name);
          if (!replaces && existing.length >= CRM_SAVED_FILTERS_MAX)
            throw invalidField('name', crmText(actor, 'tooManyFilters'));
          const row = await repo.saveFilter(
            tx,
            { placeId, ownerUserId: owner, name: input.name, filters: input.filters },
            input.id,
          );
          if (!row) throw new AppError('not_found', crmText(actor, 'filterNotFound'), 404);
          return { filter: savedFilterView(row) };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'crm_saved_filters_owner_name'))
          throw new AppError('crm_filter_name_taken', crmText(actor, 'filterNameTaken'), 409, {
            extra: { field: 'name' },
          });
        throw error;
      }
    },

    async deleteFilter(
      actor: Actor,
      input: CallInput<'crm/filters/delete'>,
    ): Promise<CallResult<'crm/filters/delete'>> {
      const placeId = placeOf(actor).id;
      const owner = staffOf(actor).userId;
      return database.inPlace(placeId, async (tx) => {
        if (!(await repo.deleteFilter(tx, placeId, owner, input.id)))
          throw new AppError('not_found', crmText(actor, 'filterNotFound'), 404);
        return { deleted: true as const };
      });
    },

    /**
     * The whole match, batch by batch (keyset on name and id, each batch its own short
     * transaction), up to the export limit. The audit row is written first, with the count.
     */
    async exportRows(
      actor: Actor,
      format: 'csv' | 'xlsx',
      filters: readonly CrmFilter[],
      sink: { start(total: number): void; each(rows: ReturnType<typeof crmPatientView>[]): Promise<void> },
    ): Promise<number> {
      const placeId = placeOf(actor).id;
      const today = isoDateInBrazil(new Date());
      const where = whereFor(actor, filters, today);
      await database.inPlace(placeId, async (tx) => {
        const { total } = await repo.count(tx, where);
        await audit(tx, actor, `crm.export.${format}`, filters, total);
        sink.start(Math.min(total, CRM_EXPORT_LIMIT));
      });
      let after: { name: string; id: string } | null = null;
      let sent = 0;
      while (sent < CRM_EXPORT_LIMIT) {
        const cursor = after;
        const size = Math.min(EXPORT_BATCH, CRM_EXPORT_LIMIT - sent);
        const rows: CrmPatientData[] = await database.inPlace(placeId, (tx) =>
          repo.batchAfter(tx, where, cursor, size),
        );
        if (rows.length === 0) break;
        await sink.each(rows.map((r) => crmPatientView(r, today)));
        sent += rows.length;
        const last = rows[rows.length - 1] as CrmPatientData;
        after = { name: last.fullName, id: last.id };
        if (rows.length < size) break;
      }
      return sent;
    },
  };
}
export type CrmService = ReturnType<typeof createCrmService>;
