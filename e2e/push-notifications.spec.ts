import { createClient } from '@app/domain/client';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalPushService,
  type ReceivedPush,
  startLocalPushService,
} from '../apps/api/src/integrations/push/local-push-service.ts';
import {
  apiAs,
  launchBrowser,
  logInAt,
  newPage,
  type Server,
  shot,
  startServer,
  tableCodeOf,
  WIDTHS,
} from './harness.ts';

// Web Push end to end (decisions 101 and 102): a customer who allowed notifications on the tracking
// screen receives 'Pedido #n: Saiu para entrega' in the service worker when staff dispatch the order.
// Chromium's own push service (FCM) cannot be reached offline, so the browser's subscription is one
// of a local push service: the server encrypts and signs for it exactly as for FCM, the local service
// checks the VAPID signature and decrypts, and hands the bytes to Chromium's service worker as a
// push event through the DevTools protocol (ServiceWorker.deliverPushMessage), as FCM would.

const CUSTOMER = { phone: '11987654321', password: 'cliente123' };
const MANAGER = { phone: '11987650001', password: 'gerente123' };
const PORTO = '/p/bar-do-porto';

let server: Server;
let browser: Browser;
let pushService: LocalPushService;
/** Where each received message goes: the page whose browser holds the subscription. */
const deliverTo = new Map<string, (push: ReceivedPush) => Promise<void>>();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pushService = await startLocalPushService({
    onPush: (push) => void deliverTo.get(push.subscription)?.(push),
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await pushService?.close();
  await server?.stop();
});

const client = (who: { phone: string; password: string }) => apiAs(server.url, '', who);

/**
 * The page's PushManager answers with a subscription of the local push service (the part FCM plays
 * offline); everything else (permission, service worker, showNotification) is Chromium's own.
 * Counts the permission requests, so the test sees the app never asks on load.
 */
async function useLocalPushService(page: Page) {
  const subscription = pushService.subscribe();
  await page.context().addInitScript((sub) => {
    const w = window as unknown as { permissionRequests: number };
    w.permissionRequests = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      w.permissionRequests++;
      return ask();
    };
    let current: object | null = null;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      current = {
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
        toJSON: () => sub,
        unsubscribe: async () => true,
      };
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, subscription);
  return subscription.endpoint.split('/').pop() ?? '';
}

/** Chromium's service worker registration id for the app's scope (DevTools protocol). */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

async function notifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      actions: (n as Notification & { actions?: { title: string }[] }).actions?.map((a) => a.title) ?? [],
      url: (n.data as { url?: string } | null)?.url ?? null,
    }));
  });
}

for (const width of WIDTHS) {
  describe(`push notifications at ${width} px`, () => {
    it("a customer who allowed notifications gets 'Saiu para entrega' in the service worker when staff dispatch", async () => {
      const page = await newPage(browser, { width, serviceWorkers: 'allow' });
      const subscriptionId = await useLocalPushService(page);

      // Signed in and on the menu: nobody asks about notifications on load.
      await logInAt(page, server.url, '', CUSTOMER);
      expect(await page.getByRole('button', { name: 'Ativar notificações' }).count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests)).toBe(
        0,
      );

      // The customer's order (through the API, as the order journeys cover the cart), then tracking.
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string);
      const customer = createClient({ baseUrl: server.url, tokens: () => ({ token, managerToken: null }) });
      const bread = await customer.call('getproductnotoken', { code: '101' });
      const address = (await customer.call('readuserinfo', {})).address_list?.[0]?.address_id;
      const placed = await customer.call('v2/orderdelivery', {
        phone: CUSTOMER.phone,
        products: [{ product_id: bread._id, quantity: 1 }],
        delivery_type: 1,
        address_id: address,
      } as never);
      const order = placed.order;
      await customer.call('v2/orderdeliverypayment', { order_id: order._id, payment_type: 0 });
      await page.goto(`${server.url}/acompanhamento?pedido=${order._id}`);

      // After the order: the offer; the browser asks only after the click.
      const offer = page.getByRole('region', { name: 'Notificações' });
      await offer.getByRole('button', { name: 'Ativar notificações' }).waitFor();
      await shot(page, `push-offer-${width}`);
      await page.context().grantPermissions(['notifications'], { origin: server.url });
      await offer.getByRole('button', { name: 'Ativar notificações' }).click();
      await page.getByText('Notificações ativadas.').waitFor();
      expect(await page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests)).toBe(
        1,
      );
      await offer.waitFor({ state: 'hidden' });

      // Messages for this browser go to its service worker as push events.
      const cdp = await page.context().newCDPSession(page);
      const swRegistration = await registrationId(cdp, `${server.url}/`);
      deliverTo.set(subscriptionId, async (push) => {
        await cdp
          .send('ServiceWorker.deliverPushMessage', {
            origin: server.url,
            registrationId: swRegistration,
            data: push.text,
          })
          .catch(() => undefined);
      });

      // Staff accept and dispatch the order on the board's call.
      const manager = await client(MANAGER);
      await manager.call('admin/updateorder', { order_id: order._id, status: 1 });
      await manager.call('admin/updateorder', { order_id: order._id, status: 3 });
      const dispatched = `Pedido #${order.number}: Saiu para entrega`;
      await pushService.waitFor((p) => p.subscription === subscriptionId && p.text.includes('Saiu para entrega'));
      await expect
        .poll(async () => (await notifications(page)).find((n) => n.body === dispatched) ?? null, { timeout: 10_000 })
        .toEqual({
          title: 'Cantina da Praça',
          body: dispatched,
          tag: `order-${order._id}`,
          actions: ['ver pedido', 'fechar'],
          url: `/p/cantina-da-praca/meu-pedido/${order._id}`,
        });
      // One notification per order: 'Aceito' was replaced by the newer status (same tag).
      expect((await notifications(page)).filter((n) => n.tag === `order-${order._id}`)).toHaveLength(1);
      await shot(page, `push-after-dispatch-${width}`);

      // 'ver pedido' opens the order (the click is dispatched in the worker: headless shows no banner).
      await page.reload();
      await page.evaluate(() => navigator.serviceWorker.ready);
      const [worker] = page.context().serviceWorkers();
      if (!worker) throw new Error('no service worker');
      await worker.evaluate(async (tag) => {
        const scope = self as unknown as {
          registration: ServiceWorkerRegistration;
          dispatchEvent(e: Event): boolean;
        };
        const [shown] = await scope.registration.getNotifications({ tag });
        const NotificationClick = (globalThis as unknown as { NotificationEvent: new (t: string, i: object) => Event })
          .NotificationEvent;
        scope.dispatchEvent(new NotificationClick('notificationclick', { notification: shown, action: 'open' }));
      }, `order-${order._id}`);
      await page.waitForURL((url) => url.pathname === `/p/cantina-da-praca/meu-pedido/${order._id}`);
      await page.getByTestId('order-status').getByText('Saiu para entrega').waitFor();
      deliverTo.delete(subscriptionId);
      await page.context().close();
    });

    it("staff who turned notifications on at the board get the waiter call with 'ver conta'", async () => {
      const page = await newPage(browser, { width, serviceWorkers: 'allow' });
      const subscriptionId = await useLocalPushService(page);
      await logInAt(page, server.url, PORTO, MANAGER);
      await page.goto(`${server.url}${PORTO}/admin/pedidos`);
      const offer = page.getByRole('region', { name: 'Notificações' });
      await offer.getByText('Receba chamadas do garçom e pedidos de conta mesmo com esta tela fechada.').waitFor();
      await shot(page, `push-offer-board-${width}`);
      await page.context().grantPermissions(['notifications'], { origin: server.url });
      await offer.getByRole('button', { name: 'Ativar notificações' }).click();
      await page.getByText('Notificações ativadas.').waitFor();
      const cdp = await page.context().newCDPSession(page);
      const swRegistration = await registrationId(cdp, `${server.url}/`);
      deliverTo.set(subscriptionId, async (push) => {
        await cdp
          .send('ServiceWorker.deliverPushMessage', {
            origin: server.url,
            registrationId: swRegistration,
            data: push.text,
          })
          .catch(() => undefined);
      });

      // A guest opens a table and calls the waiter.
      const phone = `1195${String(width).padStart(4, '0')}123`;
      const signUp = await createClient({ baseUrl: server.url, placeId: () => 'bar-do-porto' }).call('createuser', {
        username: `Hóspede ${width}`,
        phone,
        password: 'segredo1',
      });
      const guest = createClient({
        baseUrl: server.url,
        placeId: () => 'bar-do-porto',
        tokens: () => ({ token: signUp.token, managerToken: null }),
      });
      const table = width === 390 ? '5' : '6';
      const table_code = await tableCodeOf(server.url, 'bar-do-porto', `Mesa ${table}`);
      const opened = await guest.call('openorder/assign', { number: table, table_code });
      await guest.call('makerequest', { order_id: opened.order._id });
      const body = `Mesa ${table} chamou o garçom.`;
      await expect
        .poll(async () => (await notifications(page)).find((n) => n.body === body) ?? null, { timeout: 10_000 })
        .toEqual({
          title: 'Bar e Pousada do Porto',
          body,
          tag: `open-order-${opened.order._id}-waiter-call`,
          actions: ['ver conta', 'fechar'],
          url: `${PORTO}/pedidos-em-aberto`,
        });
      deliverTo.delete(subscriptionId);
      await page.context().close();
    });
  });
}
