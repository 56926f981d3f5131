import { config } from "zod";

// zod compiles object parsers with `new Function` when it may; under the server's CSP (no
// 'unsafe-eval', docs/security.md#security-headers) its probe is refused and reported as a violation,
// though zod then parses without it. jitless skips the probe and the compiling.
config({ jitless: true });
