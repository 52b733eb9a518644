import type { FastifyBaseLogger } from 'fastify';
import { createClinicContainer } from './clinic-container.ts';
import {
  accessRequestSteps,
  accessRequestsRoutes,
  createAccessRequestsRepo,
  createAccessRequestsService,
} from './features/access-requests/index.ts';
import { addressesRoutes, createAddressesRepo, createAddressesService } from './features/addresses/index.ts';
import { agendaRoutes, createAgendaRepo, createAgendaService } from './features/agenda/index.ts';
import { cartRoutes, createCartService } from './features/cart/index.ts';
import { cashbackRoutes, createCashbackRepo, createCashbackService } from './features/cashback/index.ts';
import {
  catalogueRoutes,
  createCatalogueAdminHandlers,
  createCatalogueRepo,
  createCatalogueService,
  createMenuCache,
  shareCatalogueInvalidation,
  shareStockInvalidation,
} from './features/catalogue/index.ts';
import { checkInCheckoutSteps, checkInRoutes } from './features/check-in/index.ts';
import { checkoutRoutes, createCheckoutService } from './features/checkout/index.ts';
import { createClinicAdminRepo } from './features/clinic-admin/index.ts';
import {
  couponsRoutes,
  createCouponsAdminHandlers,
  createCouponsRepo,
  createCouponsService,
} from './features/coupons/index.ts';
import { createCustomersRepo, createCustomersService, customersRoutes } from './features/customers/index.ts';
import { createDashboardRepo, createDashboardService, dashboardRoutes } from './features/dashboard/index.ts';
import {
  createMarketplaceAdminService,
  createMarketplaceRepo,
  createMarketplaceService,
  marketplaceRoutes,
} from './features/marketplace/index.ts';
import {
  createOpenOrdersRepo,
  createOpenOrdersService,
  createTableCodesRepo,
  createTableCodesService,
  openOrderBillRoutes,
  openOrderCheckoutSteps,
  openOrderCreateRoutes,
  openOrdersRoutes,
} from './features/open-orders/index.ts';
import { createOrdersRepo, createOrdersService, type OrderHooks, ordersRoutes } from './features/orders/index.ts';
import { createPaymentListRepo, createPaymentListService, paymentListRoutes } from './features/payment-list/index.ts';
import { createPaymentsRepo, createPaymentsService, paymentsRoutes } from './features/payments/index.ts';
import {
  createOnboardingHandlers,
  createPlacesRepo,
  createPlacesService,
  createSettingsHandlers,
  createSharedPlaceCache,
  placeLink,
  placesRoutes,
} from './features/places/index.ts';
import { createPostalService, postalRoutes } from './features/postal/index.ts';
import { createPrintRepo, createPrintService, printRoutes } from './features/print/index.ts';
import { createPushRepo, createPushService, pushRoutes, withLocalPublishers } from './features/push/index.ts';
import {
  bookingCheckoutSteps,
  createSchedulingRepo,
  createSchedulingService,
  releaseBookingsOfOrder,
  schedulingRoutes,
} from './features/scheduling/index.ts';
import {
  createSplitRulesRepo,
  createSplitRulesService,
  splitRuleSteps,
  splitRulesRoutes,
} from './features/split-rules/index.ts';
import {
  counterRoutes,
  createCounterRepo,
  createCounterService,
  createIndicationsRepo,
  createIndicationsService,
  createMergeRepo,
  createMergeService,
  createStaffRepo,
  createStaffService,
  staffRoutes,
} from './features/staff/index.ts';
import { createTicketLinksRepo, createTicketLinksService, ticketLinksRoutes } from './features/ticket-links/index.ts';
import {
  createPinService,
  createProfileService,
  createSessionResolvers,
  createSessionService,
  createSocialLinks,
  createSocialRepo,
  createSocialService,
  createTeamHandlers,
  createTeamInvitationCache,
  createTeamRepo,
  createUsersRepo,
  usersRoutes,
} from './features/users/index.ts';
import { createIdentity, type IdentityPort } from './integrations/identity/index.ts';
import { createPaymentsProvider } from './integrations/payments/index.ts';
import { createPostal } from './integrations/postal/index.ts';
import { createPrint } from './integrations/print/index.ts';
import { createPush } from './integrations/push/index.ts';
import { createSms, type SmsPort } from './integrations/sms/index.ts';
import { storageOf } from './integrations/storage/index.ts';
import { createOpenAccountServices } from './open-accounts-container.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { createEventBus } from './platform/events.ts';
import type { Handlers, RequestResolvers } from './platform/http.ts';
import { inTurn } from './platform/jobs.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
/**
 * Composition root: integrations → repos → services → handlers, as a plain list of factories.
 * Rules and choices live in the factories (a feature's index.ts, an integration's index.ts), not here.
 */
export function createContainer(deps: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  sms?: SmsPort;
  identity?: IdentityPort;
}) {
  const { config, database, log } = deps;
  const db = database.db;

  // Integrations and shared platform pieces.
  // Pushes go out from the instance that published the change (decision 101).
  const events = withLocalPublishers(createEventBus({ redisUrl: config.redisUrl, log }));
  const limiter = createRateLimiter(db);
  const { sms, sandbox: sandboxSms } = createSms({ config: config.sms, db, log, override: deps.sms });
  const identity = createIdentity({
    config: config.identity,
    sandboxPages: config.sandboxPages,
    db,
    override: deps.identity,
  });
  const provider = createPaymentsProvider({ config: config.payments, db, log });
  const storage = storageOf(config.storage);

  // Repositories.
  const placesRepo = createPlacesRepo(db);
  const usersRepo = createUsersRepo(db, database);
  const catalogueRepo = createCatalogueRepo();
  // Products name a service type of the place (clinic-admin's tipos_servicos, decision 180).
  const serviceTypesRepo = createClinicAdminRepo();
  const cashbackRepo = createCashbackRepo();
  const teamRepo = createTeamRepo();
  const ordersRepo = createOrdersRepo();
  const socialRepo = createSocialRepo();
  const socialLinks = createSocialLinks({ users: usersRepo, social: socialRepo });

  // Services.
  const placeCache = createSharedPlaceCache(placesRepo, config.placeCacheMs, events);
  const menuCache = createMenuCache(database, catalogueRepo);
  const catalogue = createCatalogueService({
    database,
    catalogue: catalogueRepo,
    productPageTtlMs: config.productCacheMs,
  });
  const invalidateCatalogue = shareCatalogueInvalidation(events, catalogue, menuCache);
  const stockMoved = shareStockInvalidation(events, catalogue);
  const places = createPlacesService({
    places: placeCache,
    publicUrl: config.publicUrl,
    sandbox: config.sandbox,
    socialClients: identity.identity.clients,
    menu: menuCache,
  });
  const addresses = createAddressesService({ database, addresses: createAddressesRepo(), findPlace: placeCache.find });
  const teamInvitations = createTeamInvitationCache(database, teamRepo);
  const session = createSessionService({
    database,
    users: usersRepo,
    limiter,
    lifetimes: config.sessions,
    claimInvitation: teamRepo.claim,
    hasPendingInvitation: teamInvitations.has,
    savedAddresses: addresses.savedAddresses,
    socialLinks,
  });
  const pin = createPinService({
    users: usersRepo,
    sessions: session,
    limiter,
    sms,
    findPlace: placeCache.find,
    socialLinks,
  });
  const social = createSocialService({
    database,
    users: usersRepo,
    social: socialRepo,
    sessions: session,
    identity: identity.identity,
    useNonce: identity.useNonce,
    log,
  });
  const push = createPushService({
    database,
    repo: createPushRepo(db),
    port: createPush(config.push, log),
    ...(config.push.vapid ? { vapid: config.push.vapid } : {}),
    subject: config.publicUrl?.startsWith('https://') ? config.publicUrl : 'mailto:push@sandbox.invalid',
    allowLocalEndpoints: config.push.provider === 'sandbox',
    findPlace: placeCache.find,
    log,
  });
  events.onLocalPublish((event) => void push.onEvent(event));
  const profile = createProfileService({ database, users: usersRepo, sessions: session, webPush: push.subscribe });
  const postal = createPostalService({ postal: createPostal(config.postal) });
  const cashback = createCashbackService({ database, cashback: cashbackRepo, placeIds: placesRepo.ids });
  const coupons = createCouponsService({ database, coupons: createCouponsRepo(), cashback, cashbackRepo });
  const agenda = createAgendaService({ database, agenda: createAgendaRepo() });
  const splitRules = createSplitRulesService({
    database,
    repo: createSplitRulesRepo(),
    suppliers: teamRepo.suppliers,
    findPlace: placeCache.find,
  });
  const cart = createCartService({
    database,
    catalogue,
    addresses,
    findPlace: placeCache.find,
    couponPreview: coupons.preview,
    splitPreview: splitRules.previewForCart,
  });
  // A delivered order credits cashback (and a cashback-kind coupon); an ended one frees its coupon.
  const schedulingRepo = createSchedulingRepo();
  const orderHooks: OrderHooks = {
    delivered: [cashback.onOrderDelivered, coupons.onOrderDelivered],
    ended: [coupons.release, releaseBookingsOfOrder(schedulingRepo)],
    // The checkout's void of the order's charges, pushed once the checkout exists (below).
    afterEnded: [],
  };
  const orders = createOrdersService({
    database,
    orders: ordersRepo,
    events,
    hooks: orderHooks,
    onStockChange: stockMoved,
  });
  const customers = createCustomersService({ database, customers: createCustomersRepo(), cashback, cashbackRepo });
  const dashboard = createDashboardService({ database, dashboard: createDashboardRepo() });
  const staffRepo = createStaffRepo(database.db);
  const staff = createStaffService({
    database,
    staff: staffRepo,
    placeLink: (slug) => placeLink(slug, config.publicUrl),
  });
  // Status links printed on tickets (decision 121).
  const ticketLinks = createTicketLinksService({
    database,
    repo: createTicketLinksRepo(),
    orders,
    limiter,
    placeLink: (slug) => placeLink(slug, config.publicUrl),
  });
  const counter = createCounterService({
    database,
    repo: createCounterRepo(),
    limiter,
    priceCart: cart.validateCart,
  });
  const merge = createMergeService({ database, merge: createMergeRepo(database.db), staff: staffRepo });
  const indications = createIndicationsService({ database, repo: createIndicationsRepo(), limiter });
  const printPort = createPrint(config.print, log);
  const print = createPrintService({
    database,
    print: createPrintRepo(),
    orders: ordersRepo,
    port: printPort,
    statusLink: ticketLinks.mint,
  });
  const marketplaceRepo = createMarketplaceRepo(db);
  const marketplace = createMarketplaceService({ database, repo: marketplaceRepo, findPlace: placeCache.find });
  const marketplaceAdmin = createMarketplaceAdminService({
    database,
    repo: marketplaceRepo,
    findPlace: placeCache.find,
  });
  const paymentsPort = provider.port;
  const sandboxPayments = provider.sandbox;
  const payments = createPaymentsService({
    database,
    repo: createPaymentsRepo(),
    orders: orders.ledger,
    port: paymentsPort,
    // Clinic orders: the suppliers' shares go to the provider with the charge (decision 126).
    splitOf: splitRules.splitInstructions,
  });
  const tableCodesRepo = createTableCodesRepo();
  const openOrders = createOpenOrdersService({
    database,
    repo: createOpenOrdersRepo(),
    events,
    limiter,
    tableCodes: tableCodesRepo,
  });
  const tableCodes = createTableCodesService({ database, repo: createOpenOrdersRepo(), codes: tableCodesRepo });
  // Access requests of the new-user flow (decision 122): placing an order checks them.
  const accessRequests = createAccessRequestsService({
    database,
    repo: createAccessRequestsRepo(),
    sms,
    findPlace: placeCache.find,
    events,
    log,
  });
  const scheduling = createSchedulingService({
    database,
    scheduling: schedulingRepo,
    letIn: (actor) => accessRequests.assertActorLetIn(actor),
    agendaCacheMs: config.agendaCacheMs,
  });
  // The open accounts' staff side: opening, check-in, paying in parts, printing.
  const { openOrderCreate, checkIn, openOrderBill, openOrderPrint } = createOpenAccountServices({
    database,
    orders: ordersRepo,
    events,
    printPort,
    assign: openOrders.assign,
    log,
  });
  const checkout = createCheckoutService({
    database,
    orders: ordersRepo,
    events,
    cart,
    payments,
    slotCheck: agenda.assertSlotAvailable,
    applyCoupon: coupons.applyToOrder,
    joinPlace: usersRepo.ensureMember,
    onStockChange: stockMoved,
    log,
    // Other features' checkout steps: clinic split rules on the priced cart, recorded with the order
    // (decision 085); a round of a guest with an open account joins it (decision 070).
    placeOrderSteps: [
      ...splitRuleSteps(splitRules),
      openOrderCheckoutSteps(openOrders),
      checkInCheckoutSteps(checkIn),
      ...accessRequestSteps(accessRequests),
      // The cart's booked time becomes the attendancy, with the order (decision 125).
      bookingCheckoutSteps(schedulingRepo),
    ],
  });
  // An order that ended (refused, cancelled, expired) gets its live charges voided (decision 042).
  orderHooks.afterEnded.push(checkout.voidChargesOfEndedOrder);

  // The payments list and the access requests of the new-user flow (decisions 120, 122).
  const paymentList = createPaymentListService({ database, orders: ordersRepo, repo: createPaymentListRepo() });

  /** The minute job (app.ts): expire pending orders, then take back expired cashback credits. */
  const sweep = inTurn(orders.sweepExpired, cashback.sweepAllExpired);

  // The clinic's features (scheduling follow-ups, back office, patients) and the job queue.
  const clinic = createClinicContainer({
    config,
    database,
    log,
    sms,
    push,
    findPlace: placeCache.find,
    limiter,
    createUser: session.createUser,
  });
  // Order-status messages by WhatsApp where the place turns them on (decision 154), after commit.
  events.onLocalPublish((event) => void clinic.orderNotices.onEvent(event).catch(() => null));

  const handlers: Handlers = {
    ...placesRoutes({ places }),
    ...usersRoutes({ session, pin, profile, social }),
    ...catalogueRoutes({ catalogue }),
    ...createCatalogueAdminHandlers({
      database,
      catalogue: catalogueRepo,
      storage,
      invalidate: invalidateCatalogue,
      serviceTypeKnown: async (tx, placeId, id) =>
        (await serviceTypesRepo.serviceTypesByKeys(tx, placeId, [id])).length > 0,
    }),
    ...cartRoutes({ cart }),
    ...checkoutRoutes({ checkout }),
    ...ordersRoutes({ orders }),
    ...addressesRoutes({ addresses }),
    ...postalRoutes({ postal }),
    ...cashbackRoutes({ cashback }),
    ...couponsRoutes({ coupons }),
    ...createCouponsAdminHandlers({ database }),
    ...agendaRoutes({ agenda }),
    ...createOnboardingHandlers({
      database,
      places: placeCache,
      limiter,
      openOwnerSeat: session.openOwnerSeat,
      addCategory: catalogueRepo.insertCategory,
      publicUrl: config.publicUrl,
    }),
    ...createTeamHandlers({
      database,
      users: usersRepo,
      sessions: session,
      limiter,
      sms,
      places: placeCache,
      invitations: teamInvitations,
      publicUrl: config.publicUrl,
    }),
    ...customersRoutes({ customers }),
    ...dashboardRoutes({ dashboard }),
    ...printRoutes({ print }),
    ...createSettingsHandlers({
      database,
      placeCache,
      publicUrl: config.publicUrl,
      storage,
      checkSeller: provider.checkSeller,
    }),
    ...paymentsRoutes({ payments }),
    ...staffRoutes({ staff }),
    ...schedulingRoutes({ scheduling }),
    ...splitRulesRoutes({ splitRules }),
    ...openOrdersRoutes({ openOrders }),
    ...marketplaceRoutes({ marketplace, marketplaceAdmin }),
    ...clinic.handlers,
    ...pushRoutes({ push }),
    ...paymentListRoutes({ paymentList }),
    ...accessRequestsRoutes({ accessRequests }),
    ...ticketLinksRoutes({ ticketLinks }),
    ...counterRoutes({ counter, merge, indications }),
    ...openOrderCreateRoutes({ openOrderCreate, tableCodes }),
    ...checkInRoutes({ checkIn }),
    ...openOrderBillRoutes({ bill: openOrderBill, printing: openOrderPrint }),
  };

  const resolvers: RequestResolvers = {
    findPlace: placeCache.find,
    // Sliding expiry (decision 047): the lookups refresh a used session's end when it is due.
    ...createSessionResolvers(usersRepo, config.sessions),
  };

  return {
    handlers,
    resolvers,
    sandboxSms,
    sandboxIdentity: identity.sandbox,
    repos: { places: placesRepo, users: usersRepo, catalogue: catalogueRepo },
    placeCache,
    menuCache,
    catalogue,
    events,
    orderHooks,
    orders,
    checkout,
    cashback,
    coupons,
    agenda,
    print,
    sweep,
    payments,
    openOrders,
    paymentsPort,
    sandboxPayments,
    splitRules,
    reminders: clinic.reminders,
    jobQueue: clinic.jobQueue,
    automaticMessages: clinic.automaticMessages,
    orderNotices: clinic.orderNotices,
    sandboxWhatsapp: clinic.sandboxWhatsapp,
    calendarFeeds: clinic.calendarFeeds,
    signatures: clinic.signatures,
    sandboxSignature: clinic.sandboxSignature,
    recordFiles: clinic.recordFiles,
    crm: clinic.crm,
    chatSandbox: clinic.chatSandbox,
    push,
    openOrderBill,
    scheduling,
  };
}
export type Container = ReturnType<typeof createContainer>;
