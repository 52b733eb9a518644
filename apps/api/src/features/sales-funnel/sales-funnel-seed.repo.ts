import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import {
  crmCampaigns,
  crmCancellationReasons,
  crmContactTypes,
  crmFirstContacts,
} from '../crm-lists/crm-lists.tables.ts';
import { funnelLeads } from './sales-funnel.tables.ts';

/** The reads and the one bulk write of the funnel demo. */
export function createSalesFunnelSeedRepo() {
  return {
    /** The ids of the place's campaigns, contact types, first contacts and cancellation reasons. */
    async listIds(tx: Tx, placeId: string) {
      // One after another: a transaction is one connection, which runs one query at a time (pg
      // deprecates queueing a second one on a busy client).
      const campaigns = await tx
        .select({ id: crmCampaigns.id })
        .from(crmCampaigns)
        .where(eq(crmCampaigns.placeId, placeId));
      const types = await tx
        .select({ id: crmContactTypes.id })
        .from(crmContactTypes)
        .where(eq(crmContactTypes.placeId, placeId));
      const firsts = await tx
        .select({ id: crmFirstContacts.id })
        .from(crmFirstContacts)
        .where(eq(crmFirstContacts.placeId, placeId));
      const reasons = await tx
        .select({ id: crmCancellationReasons.id })
        .from(crmCancellationReasons)
        .where(eq(crmCancellationReasons.placeId, placeId));
      return { campaigns, types, firsts, reasons };
    },

    async insertLeads(tx: Tx, rows: (typeof funnelLeads.$inferInsert)[]) {
      if (rows.length > 0) await tx.insert(funnelLeads).values(rows);
    },
  };
}
