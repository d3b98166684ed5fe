// The service worker: it keeps the app shell so the app installs as a PWA and opens offline.
// Push notifications (the spec's push message data) arrive in a later issue; this file only caches.
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

/** Every page is the same index.html, so the latest one fetched is kept as the offline fallback. */
async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    const isShell = response.ok && response.headers.get("content-type")?.startsWith("text/html");
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
