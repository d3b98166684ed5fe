// The service worker: it keeps the app shell so the app installs as a PWA and opens offline, and
// shows Web Push messages ({id, title, body, reasonable_type, reasonable_id}, in the member's
// language), opening what one is about when it is clicked.
//
// Bump the version when the caching below changes; a deploy alone needs no bump, because the shell
// is fetched network-first and every asset name carries its content hash.
const cacheName = "rewards-shell-v1";
const shellUrl = "/";
const precachedUrls = [shellUrl, "/manifest.webmanifest"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(precachedUrls))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== cacheName).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  // API answers belong to one user and must be current: they always go to the network, uncached.
  if (url.pathname.startsWith("/api/")) return;

  if (request.mode === "navigate") {
    event.respondWith(networkFirstPage(request));
  } else if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/icons/")) {
    event.respondWith(cacheFirst(request));
  }
});

/**
 * Every page but a personal one is the app's page for any route, so the latest one fetched is kept as
 * the offline fallback. A screen the server rendered with the member's data (`no-store`) is kept nowhere.
 */
async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    const personal = response.headers.get("cache-control")?.includes("no-store");
    const isShell = response.ok && !personal && response.headers.get("content-type")?.startsWith("text/html");
    if (isShell) {
      const cache = await caches.open(cacheName);
      await cache.put(shellUrl, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(shellUrl);
    if (cached) return cached;
    throw error;
  }
}

/** Assets never change under their hashed names, and the icons only with a new cache version. */
async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
}

/** Where a push leads (the spec's click routing): a survey's page, or the notification's. */
function pushTarget(message) {
  if (message.reasonable_type === "Survey" && message.reasonable_id) {
    return `/home/survey/${encodeURIComponent(message.reasonable_id)}`;
  }
  return message.id ? `/home/notification/${encodeURIComponent(message.id)}?path=home` : "/home/notification";
}

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // A push the browser could not read still shows something: Chrome insists on a notification.
  }
  const title = typeof message.title === "string" && message.title ? message.title : "Rewards";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      // The same notification pushed again replaces the one shown instead of stacking.
      tag: message.id || undefined,
      data: message,
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const message = event.notification.data || {};
  const target = new URL(pushTarget(message), self.location.origin).href;
  event.waitUntil(Promise.all([openApp(target), markOpened(message)]));
});

/** Focuses a tab of the app already open (taken to the target), or opens one. */
async function openApp(target) {
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const ours = tabs.filter((tab) => new URL(tab.url).origin === self.location.origin);
  const tab = ours.find((one) => one.url === target) || ours.find((one) => one.focused) || ours[0];
  if (!tab) return self.clients.openWindow(target);
  // Focusing needs the click's activation; without it the tab is still taken to the target.
  const focused = await tab.focus().catch(() => tab);
  if (focused.url === target) return focused;
  // A tab this worker does not control cannot be navigated from here: open the target beside it.
  return focused.navigate(target).catch(() => self.clients.openWindow(target));
}

/** Tells the API the member opened it (the session cookie goes along; `platform` passes the CSRF guard). */
function markOpened(message) {
  if (!message.reasonable_type || !message.reasonable_id) return Promise.resolve();
  return fetch("/api/user_notifications", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", platform: "3" },
    body: JSON.stringify({
      path: "push",
      reasonable_type: message.reasonable_type,
      reasonable_id: message.reasonable_id,
    }),
  }).catch(() => undefined);
}
