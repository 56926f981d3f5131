// zod compiles object parsers with `new Function` when it may; under the server's CSP (no
// 'unsafe-eval', docs/security.md#security-headers) its probe is refused and reported as a violation,
// though zod then parses without it. jitless skips the probe and the compiling.
//
// Set through the global object zod reads its configuration from (`globalThis.__zod_globalConfig`,
// which zod shares between its copies) rather than `z.config`, so that the first screen does not load
// zod only to configure it (README, Performance: the /scanner budget).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// Mutated, not replaced: a zod loaded before this keeps the object it made.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
