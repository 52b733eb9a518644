import type { FastifyBaseLogger } from 'fastify';
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
} from './features/catalogue/index.ts';
import { checkoutRoutes, createCheckoutService } from './features/checkout/index.ts';
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
  createOpenOrderBillRepo,
  createOpenOrderBillService,
  createOpenOrderPrintService,
  createOpenOrdersRepo,
  createOpenOrdersService,
  createRoundPrintRepo,
  openOrderBillRoutes,
  openOrderCheckoutSteps,
  openOrdersRoutes,
} from './features/open-orders/index.ts';
import { createOrdersRepo, createOrdersService, type OrderHooks, ordersRoutes } from './features/orders/index.ts';
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
import { createSchedulingRepo, createSchedulingService, schedulingRoutes } from './features/scheduling/index.ts';
import {
  createSplitRulesRepo,
  createSplitRulesService,
  splitRuleSteps,
  splitRulesRoutes,
} from './features/split-rules/index.ts';
import { createStaffRepo, createStaffService, staffRoutes } from './features/staff/index.ts';
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
import { createSms, type SmsPort } from './integrations/sms/index.ts';
import { storageOf } from './integrations/storage/index.ts';
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
  const events = createEventBus({ redisUrl: config.redisUrl, log });
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
  const usersRepo = createUsersRepo(db);
  const catalogueRepo = createCatalogueRepo();
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
  const profile = createProfileService({ database, users: usersRepo, sessions: session });
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
  const orderHooks: OrderHooks = {
    delivered: [cashback.onOrderDelivered, coupons.onOrderDelivered],
    ended: [coupons.release],
    // The checkout's void of the order's charges, pushed once the checkout exists (below).
    afterEnded: [],
  };
  const orders = createOrdersService({
    database,
    orders: ordersRepo,
    events,
    hooks: orderHooks,
    onStockChange: catalogue.invalidateProducts,
  });
  const customers = createCustomersService({ database, customers: createCustomersRepo(), cashback, cashbackRepo });
  const dashboard = createDashboardService({ database, dashboard: createDashboardRepo() });
  const staff = createStaffService({
    database,
    staff: createStaffRepo(database.db),
    placeLink: (slug) => placeLink(slug, config.publicUrl),
  });
  const printPort = createPrint(config.print, log);
  const print = createPrintService({
    database,
    print: createPrintRepo(),
    orders: ordersRepo,
    port: printPort,
  });
  const scheduling = createSchedulingService({ database, scheduling: createSchedulingRepo() });
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
  });
  const openOrders = createOpenOrdersService({ database, repo: createOpenOrdersRepo(), events, limiter });
  // Paying an open account in parts, and its printing (decisions 110, 111). A part's order paid
  // through the payments feature is booked on its account when the order's event says so.
  const openOrderBill = createOpenOrderBillService({
    database,
    repo: createOpenOrderBillRepo(),
    openOrders: createOpenOrdersRepo(),
    orders: ordersRepo,
    events,
  });
  events.subscribeAll((event) => {
    if (event.type === 'open-order' && event.kind === 'closed') {
      openOrderBill.dropWaitingParts(event.place_id, event.open_order_id).catch((error: unknown) => {
        log.warn({ err: error, open_order_id: event.open_order_id }, 'open-order waiting parts not dropped');
      });
    }
    if (event.type !== 'order' || event.payment_status !== 'paid') return;
    openOrderBill.settle(event.place_id, event.order_id).catch((error: unknown) => {
      log.warn({ err: error, order_id: event.order_id }, 'open-order bill part not settled');
    });
  });
  const openOrderPrint = createOpenOrderPrintService({
    database,
    openOrders: createOpenOrdersRepo(),
    rounds: createRoundPrintRepo(),
    print: createPrintRepo(),
    port: printPort,
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
    onStockChange: catalogue.invalidateProducts,
    log,
    // Other features' checkout steps: clinic split rules on the priced cart, recorded with the order
    // (decision 085); a round of a guest with an open account joins it (decision 070).
    placeOrderSteps: [...splitRuleSteps(splitRules), openOrderCheckoutSteps(openOrders)],
  });
  // An order that ended (refused, cancelled, expired) gets its live charges voided (decision 042).
  orderHooks.afterEnded.push(checkout.voidChargesOfEndedOrder);

  /** The minute job (app.ts): expire pending orders, then take back expired cashback credits. */
  const sweep = inTurn(orders.sweepExpired, cashback.sweepAllExpired);

  const handlers: Handlers = {
    ...placesRoutes({ places }),
    ...usersRoutes({ session, pin, profile, social }),
    ...catalogueRoutes({ catalogue }),
    ...createCatalogueAdminHandlers({ database, catalogue: catalogueRepo, storage, invalidate: invalidateCatalogue }),
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
    openOrderBill,
  };
}
export type Container = ReturnType<typeof createContainer>;
