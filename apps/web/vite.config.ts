import { fileURLToPath } from "node:url";

import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";


// In development the API runs as its own process; proxying keeps every request same-origin,
// which the server's CSRF rule (Sec-Fetch-Site / Origin) requires for mutations.
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;
const proxy = Object.fromEntries(["/trpc", "/api", "/healthz", "/readyz"].map((path) => [path, apiTarget]));

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react()],
  resolve: { alias: { "@": fileURLToPath(new URL("src", import.meta.url)) } },
  server: { proxy },
  preview: { proxy },
  build: { outDir: "dist" },
});
