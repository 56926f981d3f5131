/**
 * Registers the service worker Workbox builds (apps/web/vite-pwa.ts). Called with the offline support, once the
 * first screen has painted and the browser is idle (src/offline-boot.ts), so its install (the precache download)
 * never competes with the first load. A new version
 * installs in the background and takes over at the app's next start (docs/offline.md, Updates).
 * Not in development: Vite's dev server has no service worker to register.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => console.error("Service worker registration failed:", error));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
