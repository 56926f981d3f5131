import { fileURLToPath } from "node:url";

import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

import { precompress } from "./vite-precompress";
import { pwa } from "./vite-pwa";


// In development the API runs as its own process; proxying keeps every request same-origin,
// which the server's CSRF rule (Sec-Fetch-Site / Origin) requires for mutations.
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;
const proxy = Object.fromEntries(["/trpc", "/api", "/healthz", "/readyz"].map((path) => [path, apiTarget]));

const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack|@trpc|@lingui[\\/]core|use-sync-external-store|clsx)[\\/]|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/;

// Mantine's components of the app's frame and the first screens, Tabler's icon factory, the app's own small
// shared modules: ~20 requests on /scanner's first load and ~36 on /results/{id}'s before they joined the
// vendor file, and a slow phone network fetches only a few at a time. What only a lazily loaded dialog, menu
// or form needs is not listed and stays out of the first load.
const SHELL = [
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Paper|Title|UnstyledButton|Transition|Loader|Center|Stack|Text|Group|Button|CloseButton|ActionIcon|VisuallyHidden|Box)[\\/]/,
  /@mantine[\\/]hooks[\\/]esm[\\/]use-(merged-ref|id|reduced-motion|isomorphic-effect|did-update|element-size|resize-observer)/,
  /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)/,
  /[\\/]src[\\/](lib|utils)[\\/]/,
  // The i18n set-up and the frame's English messages; each screen's messages stay with that screen's code.
  /[\\/]src[\\/]i18n[\\/](i18n|locale|namespace)\.tsx?$/,
  /[\\/]src[\\/]i18n[\\/]messages[\\/]shell[\\/](shell-messages\.ts|en\.json)/,
  /[\\/]src[\\/]components[\\/]toast[\\/](show-toast|with-reason)/,
  // The header's offline word and the scan's request and rules, which the offline support (loaded later) shares.
  /[\\/]src[\\/]features[\\/]offline[\\/](hooks[\\/]use-online|utils[\\/]online-status|components[\\/]offline-indicator)/,
  /[\\/]src[\\/]i18n[\\/]messages[\\/]connection[\\/](connection-messages\.ts|en\.json)/,
  /[\\/]src[\\/]features[\\/]scanner[\\/](api[\\/]use-request-scan|utils[\\/]scan-flow)/,
  // More the frame needs (index.html's chunk imports them), each a file of its own under 1 kB: the Saved tab's icon, the
  // payment settings' query, the sign-in state.
  /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]IconBookmark\./,
  /[\\/]src[\\/]features[\\/]payment[\\/]api[\\/]payment-config/,
  /[\\/]src[\\/]features[\\/]auth[\\/](hooks[\\/]use-auth|api[\\/](auth-queries|logout)|utils[\\/]auth-state)/,
];

// Mantine's components the other first screens (result, help, payment, saved) share and the scanner does not
// draw: one file of their own, so that the scanner's first load does not carry them (README, Performance).
const SCREENS = /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Anchor|List|Collapse|Card|Badge|Image)[\\/]/;

// The offline support (docs/offline.md) but what the first load needs of it (the header's word: SHELL).
const OFFLINE = /[\\/]src[\\/](offline-support|features[\\/]offline[\\/](keep-scan|utils[\\/](?!online-status|as-of-time)))|node_modules[\\/]idb-keyval[\\/]/;

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react(), lingui({ failOnCompileError: true }), precompress(), pwa()],
  resolve: { alias: { "@": fileURLToPath(new URL("src", import.meta.url)) } },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    // bench/web reads the manifest to weigh each route's first load (bench/README.md, Web).
    manifest: true,
    rolldownOptions: {
      // @trpc/client declares no `sideEffects` (its server package does: false), so its WebSocket link stayed in
      // the first load unused; none of its modules does anything on import.
      treeshake: { moduleSideEffects: (id: string) => !/node_modules[\\/]@trpc[\\/]client[\\/]/.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // What every screen runs (React, router, query, tRPC, Mantine's core) in one file rather than a dozen
            // small shared chunks: one request, and gzip sees it whole (README, Performance). With it, the small
            // modules the app's frame and the first screens share (SHELL): split, each was a request of its own.
            { name: "vendor", test: (id: string) => VENDOR.test(id) || SHELL.some((pattern) => pattern.test(id)) },
            { name: "screens", test: (id: string) => SCREENS.test(id) },
            // The offline support, loaded once the app is idle: one file, not one per module.
            { name: "offline", test: (id: string) => OFFLINE.test(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
