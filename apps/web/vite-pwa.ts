import { VitePWA } from "vite-plugin-pwa";

/** Where the installed app opens, and the colours of its window and splash screen (the header is white). */
const START_URL = "/scanner";
const THEME_COLOR = "#ffffff";

/** Paths that belong to the server (apps/server's `isServerPath`): never answered with the app's index.html. */
const SERVER_PATHS = [/^\/(api|trpc)(\/|$)/, /^\/(healthz|readyz)$/];

/**
 * The web app manifest and the service worker (docs/offline.md). Workbox, generated at build time:
 * - precaches the app shell (index.html), every script, stylesheet and the zxing decoder's WebAssembly,
 *   the icons and the manifest; not the `.br`/`.gz` twins (apps/web/vite-precompress.ts), not Vite's own
 *   manifest, not the admin's screen, and not the ~270 flag SVGs (2.7 MB): a flag is cached the first time a screen shows it;
 * - answers every navigation with the precached index.html, so the scanner opens at once, online or not;
 * - never touches /api or /trpc: answers about the shopper are always the server's (the app keeps its
 *   own offline copies, features/offline);
 * - waits: a new version is installed in the background and takes over when every window of the app
 *   has closed (no skipWaiting), so a session in progress keeps the files it started with; the first
 *   install claims the open page (nothing to replace), so a lazily loaded screen works offline at once.
 * The app registers the worker itself, once the first screen has painted (features/offline/register-service-worker.ts).
 */
export function pwa() {
  return VitePWA({
    injectRegister: false,
    registerType: "prompt",
    manifest: {
      id: START_URL,
      name: "ProductCheck",
      short_name: "ProductCheck",
      description: "Scan a product's barcode to see where it is made and who owns its brand, with non-US alternatives to American products.",
      lang: "en",
      start_url: START_URL,
      scope: "/",
      display: "standalone",
      orientation: "portrait",
      theme_color: THEME_COLOR,
      background_color: THEME_COLOR,
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
    workbox: {
      globPatterns: ["**/*.{js,css,html,wasm}"],
      // The admin's dashboard (~0.6 MB with its charts) is no shopper's, and useless without the server anyway.
      globIgnores: [".vite/**", "sw.js", "workbox-*.js", "assets/admin-*"],
      // zxing_reader.wasm is ~0.95 MB; Workbox's default ceiling (2 MiB) would silently drop a bigger one.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: "index.html",
      navigateFallbackDenylist: SERVER_PATHS,
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          // Flags (flag-icons, built into /assets with a hashed name): a file never changes, so the cached copy is always right.
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith("/assets/") && url.pathname.endsWith(".svg"),
          handler: "CacheFirst",
          options: { cacheName: "flags", expiration: { maxEntries: 300 } },
        },
      ],
    },
  });
}
