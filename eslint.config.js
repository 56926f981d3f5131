// One ESLint config for the whole workspace: typescript-eslint's recommended rules plus the
// import rules of docs/architecture.md (no deep relative imports across packages, no cycles, ordered imports,
// test support only in tests).
import js from "@eslint/js";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const workspaceImports = [
  { group: ["../../*/src/*", "../../../*", "**/packages/*", "**/apps/*"], message: "Import other workspace packages through @productcheck/<name> exports." },
  { group: ["@productcheck/*/src/*"], message: "Import through the package's exports, not its src folder." },
];

// Each package's fakes, fixtures and test servers live in its src/testing (exported as ./testing/*):
// `@productcheck/api/testing/payments`, `./testing/catalogue-fixtures`, `../testing/test-helpers`.
const testingImports = {
  regex: "(^|/)testing/",
  message: "Test support (testing/) is for *.test.ts files, src/testing itself, apps/web/e2e and bench only.",
};

/** Where test support may be imported. */
const testFiles = ["**/*.test.ts", "**/*.test.tsx", "**/src/testing/**", "apps/web/e2e/**", "bench/**"];

// The API's services know nothing of tRPC: they throw AppError, and trpc.ts maps it (docs/architecture.md, "Errors").
const trpcImports = {
  group: ["@trpc/server", "@trpc/server/*"],
  message: "Services throw AppError (services/shared/app-error.ts); trpc.ts maps it to tRPC in one place.",
};

export default tseslint.config(
  { ignores: ["**/dist/**", "**/generated/**", "**/routeTree.gen.ts", "**/node_modules/**", "**/.turbo/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/first": "error",
      "import-x/no-duplicates": "error",
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          pathGroups: [
            { pattern: "@productcheck/**", group: "internal" },
            { pattern: "@/**", group: "internal", position: "after" },
          ],
          pathGroupsExcludedImportTypes: ["builtin"],
          "newlines-between": "always",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      "no-restricted-imports": ["error", { patterns: [...workspaceImports, testingImports] }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: testFiles,
    rules: { "no-restricted-imports": ["error", { patterns: workspaceImports }] },
  },
  {
    files: ["packages/api/src/services/**"],
    ignores: testFiles,
    rules: { "no-restricted-imports": ["error", { patterns: [...workspaceImports, testingImports, trpcImports] }] },
  },
  {
    files: ["packages/api/src/services/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [...workspaceImports, trpcImports] }] },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
