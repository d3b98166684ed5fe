/**
 * Registers public/sw.js, which caches the app shell. Production builds only: in development it
 * would serve stale modules in place of Vite's.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;

  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without the worker the app still works, only not offline: nothing to tell the visitor.
    });
  };
  // After the load event, so the worker's first downloads do not compete with the page's own. The
  // caller may run after that event (main.tsx awaits the catalogs first), hence the check.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
