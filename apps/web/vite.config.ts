import { fileURLToPath } from "node:url";

import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

import { precompress } from "./vite-precompress";


// In development the API runs as its own process; proxying keeps every request same-origin,
// which the server's CSRF rule (Sec-Fetch-Site / Origin) requires for mutations.
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;
const proxy = Object.fromEntries(["/trpc", "/api", "/healthz", "/readyz"].map((path) => [path, apiTarget]));

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react(), precompress()],
  resolve: { alias: { "@": fileURLToPath(new URL("src", import.meta.url)) } },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    // bench/web reads the manifest to weigh each route's first load (bench/README.md, Web).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every screen runs (React, router, query, tRPC, Mantine's core) in one file rather than a dozen
            // small shared chunks: one request, and gzip sees it whole (README, Performance).
            {
              name: "vendor",
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@trpc|use-sync-external-store|clsx)[\\/]|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
            },
          ],
        },
      },
    },
  },
});
