import { accessRequestsRoutes } from './access-requests/routes.ts';
import { addressesRoutes } from './addresses/routes.ts';
import { agendaRoutes } from './agenda/routes.ts';
import { automaticMessagesRoutes } from './automatic-messages/routes.ts';
import type { CallRoute } from './call-route.ts';
import { cartRoutes } from './cart/routes.ts';
import { cashbackRoutes } from './cashback/routes.ts';
import { catalogueAdminRoutes } from './catalogue/admin-routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { checkInRoutes } from './check-in/routes.ts';
import { clinicAdminRoutes } from './clinic-admin/routes.ts';
import { clinicRegisterRoutes } from './clinic-register/routes.ts';
import type { CallName } from './contract.ts';
import { couponsAdminRoutes } from './coupons/admin-routes.ts';
import { couponsRoutes } from './coupons/routes.ts';
import { crmRoutes } from './crm/routes.ts';
import { crmListsRoutes } from './crm-lists/routes.ts';
import { customersRoutes } from './customers/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { marketplaceAdminRoutes, marketplaceRoutes } from './marketplace/routes.ts';
import { openOrderBillRoutes } from './open-orders/bill-routes.ts';
import { createOpenOrderRoutes } from './open-orders/create-routes.ts';
import { openOrdersRoutes } from './open-orders/routes.ts';
import { kitchenRoutes } from './orders/kitchen-routes.ts';
import { ordersRoutes } from './orders/routes.ts';
import { anamnesisRoutes } from './patients/anamnesis-routes.ts';
import { patientFilesRoutes } from './patients/files-routes.ts';
import { patientImportRoutes } from './patients/import-routes.ts';
import { patientIntegrationRoutes } from './patients/integration-routes.ts';
import { patientLinksRoutes } from './patients/patient-links-routes.ts';
import { recordItemsRoutes } from './patients/record-items-routes.ts';
import { patientsRoutes } from './patients/routes.ts';
import { paymentListRoutes } from './payment-list/routes.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { onboardingRoutes } from './places/onboarding-routes.ts';
import { placesRoutes } from './places/routes.ts';
import { settingsRoutes } from './places/settings-routes.ts';
import { postalRoutes } from './postal/routes.ts';
import { printRoutes } from './print/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { remindersRoutes } from './reminders/routes.ts';
import { salesFunnelRoutes } from './sales-funnel/routes.ts';
import { schedulingRoutes } from './scheduling/routes.ts';
import { signaturesRoutes } from './signatures/routes.ts';
import { splitRulesRoutes } from './split-rules/routes.ts';
import { counterRoutes } from './staff/counter-routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { ticketLinksRoutes } from './ticket-links/routes.ts';
import { usersRoutes } from './users/routes.ts';
import { adminLinkRoutes, teamRoutes } from './users/team-routes.ts';

/**
 * The route (method, URL, access level, place) of every call, without the zod schemas: the browser
 * bundle imports this, not the catalogue, so the login screen ships no validation library. The
 * catalogue (contract.ts) is built from the same feature `routes.ts` files.
 */
export const callRoutes = {
  ...placesRoutes,
  ...catalogueRoutes,
  ...catalogueAdminRoutes,
  ...usersRoutes,
  ...cartRoutes,
  ...ordersRoutes,
  ...kitchenRoutes,
  ...addressesRoutes,
  ...postalRoutes,
  ...couponsRoutes,
  ...couponsAdminRoutes,
  ...cashbackRoutes,
  ...agendaRoutes,
  ...onboardingRoutes,
  ...teamRoutes,
  ...adminLinkRoutes,
  ...customersRoutes,
  ...dashboardRoutes,
  ...settingsRoutes,
  ...paymentsRoutes,
  ...printRoutes,
  ...staffRoutes,
  ...schedulingRoutes,
  ...splitRulesRoutes,
  ...openOrdersRoutes,
  ...marketplaceRoutes,
  ...marketplaceAdminRoutes,
  ...remindersRoutes,
  ...clinicAdminRoutes,
  ...patientsRoutes,
  ...pushRoutes,
  ...paymentListRoutes,
  ...accessRequestsRoutes,
  ...ticketLinksRoutes,
  ...counterRoutes,
  ...checkInRoutes,
  ...createOpenOrderRoutes,
  ...openOrderBillRoutes,
  ...signaturesRoutes,
  ...patientFilesRoutes,
  ...recordItemsRoutes,
  ...patientImportRoutes,
  ...patientIntegrationRoutes,
  ...anamnesisRoutes,
  ...patientLinksRoutes,
  ...clinicRegisterRoutes,
  ...crmRoutes,
  ...crmListsRoutes,
  ...salesFunnelRoutes,
  ...automaticMessagesRoutes,
} satisfies Record<CallName, CallRoute>;
