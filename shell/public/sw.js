/* The site's push service worker (version 2). Plain script, copied to the site root as is, so
 * its scope is the whole site. It caches nothing: it exists to show pushes and open their pages. */
const SW_VERSION = 2;

const defaultIcon = '/icons/icon-192.png';

self.addEventListener('install', () => {
  // A new version takes over at once: it only shows notifications, nothing it serves can go stale.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The payload the API sends (title, body, url, icon, kind), tolerant of a plain-text or empty push. */
function readPush(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? parsed : { body: String(parsed) };
  } catch {
    return { body: data.text() };
  }
}

/** Only pages of this site may be opened from a notification. */
function sameOriginUrl(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

async function tellClients(message) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

self.addEventListener('push', (event) => {
  const payload = readPush(event.data);
  const url = sameOriginUrl(payload.url);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : self.location.hostname;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, {
        body: typeof payload.body === 'string' ? payload.body : '',
        icon: typeof payload.icon === 'string' && payload.icon ? payload.icon : defaultIcon,
        badge: defaultIcon,
        tag: typeof payload.kind === 'string' ? payload.kind : undefined,
        data: { url },
      }),
      // Open pages reload chats and likes.
      tellClients({ type: 'push-received', version: SW_VERSION, payload: { ...payload, url } }),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url) || windows[0];
      if (open) {
        const focused = await open.focus();
        if (focused.url === url) return;
        try {
          await focused.navigate(url);
          return;
        } catch {
          // navigate() works only on pages this worker controls; otherwise open the page anew.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});

// Lets the page (and the tests) ask which version is running.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'get-version' && event.ports[0]) {
    event.ports[0].postMessage({ type: 'version', version: SW_VERSION });
  }
});
