import type { z } from 'zod';
import { accessRequestsCalls } from './access-requests/calls.ts';
import { addressesCalls } from './addresses/calls.ts';
import { agendaCalls } from './agenda/calls.ts';
import { automaticMessagesCalls } from './automatic-messages/calls.ts';
import { cartCalls } from './cart/calls.ts';
import { cashbackCalls } from './cashback/calls.ts';
import { catalogueAdminCalls } from './catalogue/admin-calls.ts';
import { catalogueCalls } from './catalogue/calls.ts';
import { checkInCalls } from './check-in/calls.ts';
import { clinicAdminCalls } from './clinic-admin/calls.ts';
import { clinicRegisterCalls } from './clinic-register/calls.ts';
import type { CallDef } from './contract-types.ts';
import { couponsAdminCalls } from './coupons/admin-calls.ts';
import { couponsCalls } from './coupons/calls.ts';
import { crmCalls } from './crm/calls.ts';
import { crmListsCalls } from './crm-lists/calls.ts';
import { customersCalls } from './customers/calls.ts';
import { dashboardCalls } from './dashboard/calls.ts';
import { marketplaceAdminCalls, marketplaceCalls } from './marketplace/calls.ts';
import { openOrderBillCalls } from './open-orders/bill-calls.ts';
import { openOrdersCalls } from './open-orders/calls.ts';
import { createOpenOrderCalls } from './open-orders/create-calls.ts';
import { ordersCalls } from './orders/calls.ts';
import { kitchenCalls } from './orders/kitchen-calls.ts';
import { anamnesisCalls } from './patients/anamnesis-calls.ts';
import { patientsCalls } from './patients/calls.ts';
import { patientFilesCalls } from './patients/files-calls.ts';
import { patientImportCalls } from './patients/import-calls.ts';
import { patientIntegrationCalls } from './patients/integration-calls.ts';
import { patientLinksCalls } from './patients/patient-links-calls.ts';
import { recordItemsCalls } from './patients/record-items-calls.ts';
import { paymentListCalls } from './payment-list/calls.ts';
import { paymentsCalls } from './payments/calls.ts';
import { placesCalls } from './places/calls.ts';
import { onboardingCalls } from './places/onboarding-calls.ts';
import { settingsCalls } from './places/settings-calls.ts';
import { postalCalls } from './postal/calls.ts';
import { printCalls } from './print/calls.ts';
import { pushCalls } from './push/calls.ts';
import { remindersCalls } from './reminders/calls.ts';
import { salesFunnelCalls } from './sales-funnel/calls.ts';
import { schedulingCalls } from './scheduling/calls.ts';
import { signaturesCalls } from './signatures/calls.ts';
import { splitRulesCalls } from './split-rules/calls.ts';
import { staffCalls } from './staff/calls.ts';
import { counterCalls } from './staff/counter-calls.ts';
import { ticketLinksCalls } from './ticket-links/calls.ts';
import { usersCalls } from './users/calls.ts';
import { adminLinkCalls, teamCalls } from './users/team-calls.ts';

export * from './contract-types.ts';

/** Every call of the catalogue, keyed by the spec's call name. Features add their `calls.ts` here. */
export const catalogue = {
  ...placesCalls,
  ...catalogueCalls,
  ...catalogueAdminCalls,
  ...usersCalls,
  ...cartCalls,
  ...ordersCalls,
  ...kitchenCalls,
  ...addressesCalls,
  ...postalCalls,
  ...couponsCalls,
  ...couponsAdminCalls,
  ...cashbackCalls,
  ...agendaCalls,
  ...onboardingCalls,
  ...teamCalls,
  ...adminLinkCalls,
  ...customersCalls,
  ...dashboardCalls,
  ...printCalls,
  ...settingsCalls,
  ...paymentsCalls,
  ...staffCalls,
  ...schedulingCalls,
  ...splitRulesCalls,
  ...openOrdersCalls,
  ...marketplaceCalls,
  ...marketplaceAdminCalls,
  ...remindersCalls,
  ...clinicAdminCalls,
  ...patientsCalls,
  ...pushCalls,
  ...paymentListCalls,
  ...accessRequestsCalls,
  ...ticketLinksCalls,
  ...counterCalls,
  ...checkInCalls,
  ...createOpenOrderCalls,
  ...openOrderBillCalls,
  ...signaturesCalls,
  ...patientFilesCalls,
  ...recordItemsCalls,
  ...patientImportCalls,
  ...patientIntegrationCalls,
  ...anamnesisCalls,
  ...patientLinksCalls,
  ...clinicRegisterCalls,
  ...crmCalls,
  ...crmListsCalls,
  ...salesFunnelCalls,
  ...automaticMessagesCalls,
} satisfies Record<string, CallDef>;

export type Catalogue = typeof catalogue;
export type CallName = keyof Catalogue;
/** What the caller sends (before the schema's transforms). */
export type CallBody<N extends CallName> = z.input<Catalogue[N]['body']>;
/** What the server hands the service (after transforms). */
export type CallInput<N extends CallName> = z.output<Catalogue[N]['body']>;
export type CallResult<N extends CallName> = z.output<Catalogue[N]['response']>;

export const allCalls: CallDef[] = Object.values(catalogue);
