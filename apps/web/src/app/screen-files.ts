import type { RouteName } from './route-table.ts';

// The screens that exist, as data: each is a file under src/routes and its own lazy chunk. Every
// route of the table has one (the type says so; NotFound is the router's own). Kept free
// of imports other than types: the build reads this file too, to tell the server which chunks and
// data a first load of each screen needs (build/first-screen-hints.ts, decision 044).

export type ScreenName = Exclude<RouteName, 'NotFound'>;

export const SCREEN_FILES: Readonly<Record<ScreenName, string>> = {
  Index: 'store/index-route.tsx',
  ChooseServiceSupplier: 'clinic/choose-service-supplier-route.tsx',
  ScheduleService: 'clinic/schedule-service-route.tsx',
  MySchedules: 'clinic/my-schedules-route.tsx',
  Login: 'store/login-route.tsx',
  MyAccount: 'store/my-account-route.tsx',
  StoreInfo: 'store/store-info-route.tsx',
  Home: 'store/home-route.tsx',
  ProductList: 'store/product-list-route.tsx',
  tipoProduto: 'store/product-type-route.tsx',
  AllProducts: 'store/all-products-route.tsx',
  Product: 'store/product-route.tsx',
  CardsMenu: 'store/cards-menu-route.tsx',
  Marketplace: 'store/marketplace-route.tsx',
  ChooseBranch: 'store/choose-branch-route.tsx',
  Cart: 'store/cart-route.tsx',
  CartMobile: 'store/cart-mobile-route.tsx',
  OrderTracking: 'store/order-tracking-route.tsx',
  MyOrders: 'store/my-orders-route.tsx',
  MyOrder: 'store/my-order-route.tsx',
  OpenOrder: 'store/open-order-route.tsx',
  InviteToOrder: 'store/invite-to-order-route.tsx',
  OpenOrderList: 'store/open-order-list-route.tsx',
  OrderCheckout: 'store/order-checkout-route.tsx',
  CouponRedeem: 'store/coupon-redeem-route.tsx',
  CouponAnimation: 'store/coupon-animation-route.tsx',
  CouponError: 'store/coupon-error-route.tsx',
  CashbackStatement: 'store/cashback-statement-route.tsx',
  CashbackRules: 'store/cashback-rules-route.tsx',
  CashbackCode: 'store/cashback-code-route.tsx',
  CashbackRedeem: 'store/cashback-redeem-route.tsx',
  CashbackError: 'store/cashback-error-route.tsx',
  Payment: 'store/payment-route.tsx',
  NewCreditCard: 'store/new-credit-card-route.tsx',
  Pix: 'store/pix-route.tsx',
  OrderBoard: 'admin/order-board-route.tsx',
  AdminDashboard: 'admin/dashboard-route.tsx',
  KitchenDisplay: 'admin/kitchen-route.tsx',
  OrderTicket: 'admin/order-ticket-route.tsx',
  AdminCustomers: 'admin/customers-route.tsx',
  AdminCustomer: 'admin/customer-route.tsx',
  AdminCatalogue: 'admin/catalogue-route.tsx',
  AdminProduct: 'admin/product-route.tsx',
  AdminCombo: 'admin/combo-route.tsx',
  AdminSettings: 'admin/settings-route.tsx',
  AdminTheme: 'admin/theme-route.tsx',
  NewPlace: 'admin/new-place-route.tsx',
  AdminTeam: 'admin/team-route.tsx',
  AdminSplitRules: 'admin/split-rules-route.tsx',
  AdminMarketplace: 'admin/marketplace-route.tsx',
  AdminLink: 'admin/admin-link-route.tsx',
  AdminSpecialities: 'admin/specialities-route.tsx',
  AdminServiceTypes: 'admin/service-types-route.tsx',
  AdminSuppliers: 'admin/suppliers-route.tsx',
  ReminderLink: 'clinic/reminder-link-route.tsx',
  Waitlist: 'clinic/waitlist-route.tsx',
  PatientList: 'clinic/patient-list-route.tsx',
  AutomaticMessages: 'clinic/automatic-messages-route.tsx',
  CreateAutomaticMessage: 'clinic/create-automatic-message-route.tsx',
  NewPatient: 'clinic/new-patient-route.tsx',
  ViewPatient: 'clinic/view-patient-route.tsx',
  EditPatient: 'clinic/edit-patient-route.tsx',
  NewRecord: 'clinic/new-record-route.tsx',
  NewProcedure: 'clinic/new-procedure-route.tsx',
  NewSurgery: 'clinic/new-surgery-route.tsx',
  ImportPatients: 'clinic/import-patients-route.tsx',
  ImportProcedures: 'clinic/import-procedures-route.tsx',
  MyPatientAudit: 'clinic/my-patient-audit-route.tsx',
  ViewPatientSchedule: 'clinic/view-patient-schedule-route.tsx',
  EditPatientSchedule: 'clinic/edit-patient-schedule-route.tsx',
  NewRecordSchedule: 'clinic/new-record-schedule-route.tsx',
  NewProcedureSchedule: 'clinic/new-procedure-schedule-route.tsx',
  NewSurgerySchedule: 'clinic/new-surgery-schedule-route.tsx',
  PaymentList: 'store/payment-list-route.tsx',
  RequestAccess: 'store/request-access-route.tsx',
  AccessRequests: 'store/access-requests-route.tsx',
  TicketStatus: 'store/ticket-status-route.tsx',
  DuplicateOrder: 'store/duplicate-order-route.tsx',
  IndicationsList: 'store/indications-route.tsx',
  MyServicesList: 'clinic/my-services-list-route.tsx',
  MyServices: 'clinic/my-services-route.tsx',
  Appointments: 'clinic/appointments-route.tsx',
  SupplierAppointments: 'clinic/supplier-appointments-route.tsx',
  MySchedule: 'clinic/my-schedule-route.tsx',
  ErrorPage: 'store/error-route.tsx',
  CheckIn: 'store/check-in-route.tsx',
  CheckInOpenOrder: 'store/check-in-open-order-route.tsx',
  CreateOpenOrder: 'store/create-open-order-route.tsx',
  ProcedureResult: 'clinic/procedure-result-route.tsx',
  Anamnesis: 'clinic/anamnesis-route.tsx',
  AnamnesisLink: 'clinic/anamnesis-link-route.tsx',
  PatientLink: 'clinic/patient-link-route.tsx',
  ClinicRegister: 'clinic/clinic-register-route.tsx',
  IdentifyUser: 'clinic/identify-user-route.tsx',
  AdminCrmCampaigns: 'admin/crm-campaigns-route.tsx',
  AdminCrmFirstContacts: 'admin/crm-first-contacts-route.tsx',
  AdminCrmContactTypes: 'admin/crm-contact-types-route.tsx',
  AdminCrmOrganizations: 'admin/crm-organizations-route.tsx',
  AdminCrmCancellationReasons: 'admin/crm-cancellation-reasons-route.tsx',
  CRM: 'clinic/crm-route.tsx',
  SalesFunnel: 'clinic/sales-funnel-route.tsx',
};

/**
 * Whether a screen's lazy import is in the entry's table (registered-routes.ts): the storefront's
 * and the clinic's; the back office's (routes/admin/) are in a second table, staff-screens.ts
 * (decision 205).
 */
export const inEntryTable = (file: string): boolean => !file.startsWith('admin/');

/**
 * The texts of the storefront's first screens, known before their chunk arrives so both download
 * together (the module's own `namespaces` stay the rule; this only starts them earlier).
 */
export const SCREEN_NAMESPACES: Partial<Record<ScreenName, readonly string[]>> = {
  Home: ['catalogue'],
  ProductList: ['catalogue'],
  AllProducts: ['catalogue'],
  Product: ['catalogue'],
  CardsMenu: ['catalogue'],
  Login: ['login', 'validation'],
};

/**
 * Where a first load of a screen usually goes on at once: Index redirects (index-rules.ts), to Home
 * for most places (a cards-menu or service place loads CardsMenu after Index, one step later).
 */
export const SCREEN_FOLLOWERS: Partial<Record<ScreenName, readonly ScreenName[]>> = {
  Index: ['Home'],
};

/** What the server may put in the page for a first load of a screen (first-screen.ts reads it). */
export type BootDataKind = 'products';

export const SCREEN_BOOT_DATA: Partial<Record<ScreenName, readonly BootDataKind[]>> = {
  Home: ['products'],
};
