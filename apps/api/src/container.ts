import type { FastifyBaseLogger } from 'fastify';
import { createAddressesRepo } from './features/addresses/addresses.repo.ts';
import { addressesRoutes } from './features/addresses/addresses.routes.ts';
import { createAddressesService } from './features/addresses/addresses.service.ts';
import { createAgendaRepo } from './features/agenda/agenda.repo.ts';
import { agendaRoutes } from './features/agenda/agenda.routes.ts';
import { createAgendaService } from './features/agenda/agenda.service.ts';
import { cartRoutes } from './features/cart/cart.routes.ts';
import { createCartService } from './features/cart/cart.service.ts';
import { createCashbackRepo } from './features/cashback/cashback.repo.ts';
import { cashbackRoutes } from './features/cashback/cashback.routes.ts';
import { createCashbackService } from './features/cashback/cashback.service.ts';
import { createCatalogueRepo } from './features/catalogue/catalogue.repo.ts';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { createCatalogueService } from './features/catalogue/catalogue.service.ts';
import { createCatalogueAdminHandlers } from './features/catalogue/catalogue-admin.module.ts';
import { createMenuCache } from './features/catalogue/menu-cache.ts';
import { checkoutRoutes, createCheckoutService } from './features/checkout/index.ts';
import { createCouponsRepo } from './features/coupons/coupons.repo.ts';
import { couponsRoutes } from './features/coupons/coupons.routes.ts';
import { createCouponsService } from './features/coupons/coupons.service.ts';
import { createCustomersRepo } from './features/customers/customers.repo.ts';
import { customersRoutes } from './features/customers/customers.routes.ts';
import { createCustomersService } from './features/customers/customers.service.ts';
import { createDashboardRepo } from './features/dashboard/dashboard.repo.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { createDashboardService } from './features/dashboard/dashboard.service.ts';
import type { OrderHooks } from './features/orders/orders.deps.ts';
import { createOrdersRepo } from './features/orders/orders.repo.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { createOrdersService } from './features/orders/orders.service.ts';
import { createPaymentsRepo } from './features/payments/payments.repo.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { createPaymentsService } from './features/payments/payments.service.ts';
import { createOnboardingHandlers } from './features/places/onboarding.module.ts';
import { createPlaceCache, type PlaceCache } from './features/places/place-cache.ts';
import { createPlacesRepo } from './features/places/places.repo.ts';
import { createPlacesService } from './features/places/places.service.ts';
import { createSettingsHandlers } from './features/places/settings.module.ts';
import { postalRoutes } from './features/postal/postal.routes.ts';
import { createPostalService } from './features/postal/postal.service.ts';
import { createPrintRepo } from './features/print/print.repo.ts';
import { printRoutes } from './features/print/print.routes.ts';
import { createPrintService } from './features/print/print.service.ts';
import { createPinService } from './features/users/pin.service.ts';
import { createProfileService } from './features/users/profile.service.ts';
import { createSessionService } from './features/users/session.service.ts';
import { createSessionResolvers, firstExpiry } from './features/users/session-lifetime.ts';
import { createTeamHandlers } from './features/users/team.module.ts';
import { createTeamRepo } from './features/users/team.repo.ts';
import { createTeamInvitationCache } from './features/users/team-invitation-cache.ts';
import { createUsersRepo } from './features/users/users.repo.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { checkSeller, type PaymentsPort } from './integrations/payments/port.ts';
import { createSandboxPayments, type SandboxPayments } from './integrations/payments/sandbox.ts';
import { createZoopPayments } from './integrations/payments/zoop.ts';
import type { PostalPort } from './integrations/postal/port.ts';
import { createSandboxPostal } from './integrations/postal/sandbox.ts';
import { createViaCepIbgePostal } from './integrations/postal/viacep-ibge.ts';
import { createPrintNode } from './integrations/print/printnode.ts';
import { createSandboxPrint } from './integrations/print/sandbox.ts';
import { createInfobipSms } from './integrations/sms/infobip.ts';
import type { SmsPort } from './integrations/sms/port.ts';
import { createSandboxSms, type SandboxSms } from './integrations/sms/sandbox.ts';
import { createSmsOutboxRepo } from './integrations/sms/sms-outbox.repo.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { createEventBus } from './platform/events.ts';
import type { Handlers, RequestResolvers } from './platform/http.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { shareInvalidation } from './platform/shared-invalidation.ts';

/** Composition root: repos → integrations → services → handlers, as plain factories. */
export function createContainer(deps: { config: Config; database: Database; log: FastifyBaseLogger; sms?: SmsPort }) {
  const { config, database, log } = deps;
  const db = database.db;

  // Realtime events, and the bus that carries cache invalidations to the other API instances.
  const events = createEventBus({ redisUrl: config.redisUrl, log });
  const placesRepo = createPlacesRepo(db);
  const localPlaceCache = createPlaceCache(placesRepo, config.placeCacheMs);
  const placeCache: PlaceCache = {
    ...localPlaceCache,
    invalidate: shareInvalidation(events, 'place', localPlaceCache.invalidate),
  };
  const usersRepo = createUsersRepo(db);
  const catalogueRepo = createCatalogueRepo();
  const menuCache = createMenuCache(database, catalogueRepo);
  const limiter = createRateLimiter(db);

  const sandboxSms: SandboxSms | null =
    config.sms.provider === 'sandbox' ? createSandboxSms(createSmsOutboxRepo(db), log) : null;
  const sms: SmsPort =
    deps.sms ?? (config.sms.provider === 'infobip' ? createInfobipSms(config.sms) : (sandboxSms as SandboxSms));

  const places = createPlacesService({
    places: placeCache,
    publicUrl: config.publicUrl,
    sandbox: config.sandbox,
    auth: config.auth,
    menu: menuCache,
  });
  const catalogue = createCatalogueService({
    database,
    catalogue: catalogueRepo,
    productPageTtlMs: config.productCacheMs,
  });
  // A catalogue edit drops the menu and product pages on every instance (stock moved by orders
  // stays local: the cart re-checks stock, and a broadcast per order would empty every cache).
  const invalidateCatalogue = shareInvalidation(events, 'catalogue', (placeId) => {
    catalogue.invalidateProducts(placeId);
    menuCache.invalidate(placeId);
  });
  const teamInvitations = createTeamInvitationCache(database, createTeamRepo());
  const session = createSessionService({
    database,
    users: usersRepo,
    limiter,
    lifetimes: config.sessions,
    claimInvitation: createTeamRepo().claim,
    hasPendingInvitation: teamInvitations.has,
  });
  const pin = createPinService({
    users: usersRepo,
    sessions: session,
    limiter,
    sms,
    placeName: async (actor) => (actor.place ? ((await placeCache.find(actor.place.id))?.name ?? '') : 'Pedido'),
  });
  const profile = createProfileService({ database, users: usersRepo, sessions: session });

  const postalPort: PostalPort =
    config.postal.provider === 'viacep'
      ? createViaCepIbgePostal({ viacepUrl: config.postal.viacepUrl, ibgeUrl: config.postal.ibgeUrl })
      : createSandboxPostal();
  const postal = createPostalService({ postal: postalPort });

  // Orders, cart and addresses. H2 wires couponPreview (cart) and slotCheck (orders) here, and
  // pushes cashback credit into orderHooks.delivered.
  const orderHooks: OrderHooks = { delivered: [], ended: [], afterEnded: [] };
  // Cashback, coupons and the agenda (H2): the cart previews coupons, order creation checks the
  // scheduled slot, a delivered order credits cashback (and a cashback-kind coupon).
  const cashbackRepo = createCashbackRepo();
  const cashback = createCashbackService({ database, cashback: cashbackRepo });
  const coupons = createCouponsService({ database, coupons: createCouponsRepo(), cashback, cashbackRepo });
  const agenda = createAgendaService({ database, agenda: createAgendaRepo() });
  orderHooks.delivered.push(cashback.onOrderDelivered, coupons.onOrderDelivered);
  orderHooks.ended.push(coupons.release);
  const addressesRepo = createAddressesRepo();
  const addresses = createAddressesService({ database, addresses: addressesRepo, findPlace: placeCache.find });
  const cart = createCartService({
    database,
    catalogue,
    addresses,
    findPlace: placeCache.find,
    couponPreview: coupons.preview,
  });
  const ordersRepo = createOrdersRepo();
  const orders = createOrdersService({
    database,
    orders: ordersRepo,
    events,
    hooks: orderHooks,
    onStockChange: catalogue.invalidateProducts,
  });

  // Back office (issue 4 parts 5–7): customers, dashboard, order tickets through the print port.
  const customers = createCustomersService({ database, customers: createCustomersRepo(), cashback, cashbackRepo });
  const dashboard = createDashboardService({ database, dashboard: createDashboardRepo() });
  const print = createPrintService({
    database,
    print: createPrintRepo(),
    orders: ordersRepo,
    port: config.print.provider === 'printnode' ? createPrintNode(config.print) : createSandboxPrint(log),
  });

  // Payments (issue 5): the sandbox provider by default, Zoop's API when configured.
  const sandboxPayments: SandboxPayments | null =
    config.payments.provider === 'sandbox'
      ? createSandboxPayments({
          db,
          webhookSecret: config.payments.webhookSecret,
          settleAfterMs: config.payments.sandboxSettleMs,
          log,
        })
      : null;
  const paymentsPort: PaymentsPort =
    config.payments.zoop !== undefined
      ? createZoopPayments({ ...config.payments.zoop, timeoutMs: config.payments.timeoutMs })
      : (sandboxPayments as SandboxPayments);
  // Payments reach orders only through the orders feature's ledger (order-ledger.ts).
  const payments = createPaymentsService({
    database,
    repo: createPaymentsRepo(),
    orders: orders.ledger,
    port: paymentsPort,
  });
  // Checkout composes cart, agenda, coupons, orders and payments (features/checkout).
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
  });
  // An order that ended (refused, cancelled, expired) gets its live charges voided (decision 042).
  orderHooks.afterEnded.push(checkout.voidChargesOfEndedOrder);

  /** The minute job (app.ts): expire pending orders, then account expired cashback credits. */
  async function sweep(): Promise<number> {
    const expired = await orders.sweepExpired();
    for (const placeId of await ordersRepo.placeIds(database.db)) await cashback.sweepExpired(placeId);
    return expired;
  }

  const handlers: Handlers = {
    preloginprime: (actor) => places.preloginprime(actor),
    ...usersRoutes({ session, pin, profile }),
    // readuserinfo carries the person's saved addresses (spec 1 §3 User.address_list).
    readuserinfo: async (actor) => ({
      ...(await session.readuserinfo(actor)),
      address_list: actor.user ? (await addresses.list(database.db, actor.user.userId)).address_list : [],
    }),
    ...catalogueRoutes({ catalogue }),
    ...createCatalogueAdminHandlers({
      database,
      catalogue: catalogueRepo,
      storage: config.storage,
      invalidate: invalidateCatalogue,
    }),
    ...cartRoutes({ cart }),
    ...checkoutRoutes({ checkout }),
    ...ordersRoutes({ orders }),
    ...addressesRoutes({ addresses }),
    ...postalRoutes({ postal }),
    ...cashbackRoutes({ cashback }),
    ...couponsRoutes({ coupons }),
    ...agendaRoutes({ agenda }),
    ...createOnboardingHandlers({
      database,
      places: placeCache,
      limiter,
      managerExpiry: () => firstExpiry(config.sessions.manager),
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
      storage: config.storage,
      checkSeller: (id) => checkSeller(paymentsPort, id),
    }),
    ...paymentsRoutes({ payments }),
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
    paymentsPort,
    sandboxPayments,
  };
}
export type Container = ReturnType<typeof createContainer>;
