// Web Push in the service worker (decision 101), loaded by the generated worker (importScripts).
// A message is the server's JSON: title, body, the path to open, a tag, and the action buttons
// already worded in the person's language ('ver pedido' or 'ver conta', then close).

const ownPath = (value) => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  const actions = Array.isArray(message.actions)
    ? message.actions
        .filter((a) => a && (a.action === 'open' || a.action === 'close') && typeof a.title === 'string')
        .slice(0, 2)
    : [];
  const shown = self.registration.showNotification(message.title, {
    body: typeof message.body === 'string' ? message.body : '',
    tag: typeof message.tag === 'string' ? message.tag : undefined,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    actions,
    data: { url: ownPath(message.url) ? message.url : '/', kind: message.kind },
  });
  // Open windows refresh what the message is about (spec 3 §4: a push refreshes the pending order).
  const told = self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    for (const client of windows) client.postMessage({ type: 'push', kind: message.kind, order_id: message.order_id });
  });
  event.waitUntil(Promise.all([shown, told]));
});

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  notification.close();
  if (event.action === 'close') return;
  const path = notification.data && ownPath(notification.data.url) ? notification.data.url : '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A window of the app goes to the screen (it must be this worker's); else a new window opens.
      const open = windows.find(
        (client) => new URL(client.url).origin === self.location.origin && 'navigate' in client,
      );
      if (!open) return self.clients.openWindow(target);
      return open
        .navigate(target)
        .then((client) => (client ?? open).focus())
        .catch(() => self.clients.openWindow(target));
    }),
  );
});
