// Bundles the server and the workspace packages it uses into dist/main.js; npm dependencies stay
// external (installed by pnpm). The committed migrations, the shipped seed data and the brand
// registry's data files are copied next to the bundle (see src/resources.ts).
import { cpSync, rmSync } from "node:fs";
import path from "node:path";

import { build, type Plugin } from "esbuild";

const root = import.meta.dirname;
const dist = path.join(root, "dist");

const externalNpmPackages: Plugin = {
  name: "external-npm-packages",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@productcheck/") ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, "src/main.ts")],
  outfile: path.join(dist, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: "info",
});
cpSync(path.join(root, "../../prisma/migrations"), path.join(dist, "migrations"), { recursive: true });
cpSync(path.join(root, "../../packages/catalogue/seed"), path.join(dist, "seed"), { recursive: true });
cpSync(path.join(root, "../../packages/registry/data"), path.join(dist, "registry"), { recursive: true });
