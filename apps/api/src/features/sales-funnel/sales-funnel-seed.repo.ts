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
      const [campaigns, types, firsts, reasons] = await Promise.all([
        tx.select({ id: crmCampaigns.id }).from(crmCampaigns).where(eq(crmCampaigns.placeId, placeId)),
        tx.select({ id: crmContactTypes.id }).from(crmContactTypes).where(eq(crmContactTypes.placeId, placeId)),
        tx.select({ id: crmFirstContacts.id }).from(crmFirstContacts).where(eq(crmFirstContacts.placeId, placeId)),
        tx
          .select({ id: crmCancellationReasons.id })
          .from(crmCancellationReasons)
          .where(eq(crmCancellationReasons.placeId, placeId)),
      ]);
      return { campaigns, types, firsts, reasons };
    },

    async insertLeads(tx: Tx, rows: (typeof funnelLeads.$inferInsert)[]) {
      if (rows.length > 0) await tx.insert(funnelLeads).values(rows);
    },
  };
}
