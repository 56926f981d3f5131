import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { buildOpenApiDocument } from "@productcheck/api/openapi";
import { appRouter } from "@productcheck/api/root";
import { testPayments } from "@productcheck/api/testing/payments";
import { startStripeTestServer, type StripeTestServer } from "@productcheck/api/testing/stripe-test-server";
import { testConfig } from "@productcheck/api/testing/test-helpers";
import { createSession } from "@productcheck/auth/session";
import { computeCheckDigit } from "@productcheck/domain/barcode";

import { startTestServer } from "./testing/test-server";

// docs/security.md#input-limits: whatever a client sends to any procedure, over /trpc or /api, the
// answer is never a 5xx, an error is always JSON with a message, and nothing internal leaks. The
// targets are read from the router and its OpenAPI document, so a new procedure is fuzzed too.
// A fixed seed and a bounded number of runs keep it fast and repeatable.

const SEED = 20_261_124;
const RUNS = { trpc: 700, rest: 700, transport: 250 };

let server: Awaited<ReturnType<typeof startTestServer>>;
let stripe: StripeTestServer;
const cookies: Record<"guest" | "user" | "admin", string> = { guest: "", user: "", admin: "" };

beforeAll(async () => {
  // Payments configured (against the Stripe test server), so that their procedures are fuzzed past "not configured".
  stripe = await startStripeTestServer();
  server = await startTestServer({ config: { guestScansPerIpPerDay: 1_000_000 }, payments: testPayments(stripe) });
  let n = 0;
  const session = async (email: string) => {
    const user = await server.db.user.create({ data: { email, scansRemaining: 1_000 }, select: { id: true } });
    return `pc_session=${(await createSession(server.db, user.id)).token}`;
  };
  cookies.user = await session("fuzz-user@example.com");
  cookies.admin = await session(testConfig.adminEmail ?? "admin@example.com");
  // Some real rows, so that small ids and the scans' public ids reach the services and not only "not found".
  for (const name of ["Fuzz jam", "Fuzz soda"]) {
    const body = `73300${String(++n).padStart(7, "0")}`;
    const barcode = `${body}${computeCheckDigit(body)}`;
    await server.db.product.create({ data: { barcode, name, brand: "Fuzzbrand", source: "catalogue" } });
    const scan = await server.request("/api/scan", {
      method: "POST",
      headers: { cookie: cookies.user, "content-type": "application/json" },
      body: JSON.stringify({ barcode, clientScanId: `${Date.now()}_fuzz000${n}` }),
    });
    scanIds.push(((await scan.json()) as { scannedProduct: { id: string } }).scannedProduct.id);
  }
});
afterAll(async () => {
  await Promise.all([server.close(), stripe.close()]);
});

// ---------------------------------------------------------------------------------------------------
// What is fuzzed, read from the router and the OpenAPI document
// ---------------------------------------------------------------------------------------------------

interface ProcedureDef {
  type: "query" | "mutation" | "subscription";
  inputs: z.ZodType[];
}
/** The top-level field names of a procedure's input, from its zod schema. */
function inputFields(inputs: z.ZodType[]): string[] {
  return inputs.flatMap((schema) => {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: object };
    return Object.keys(json.properties ?? {});
  });
}
const procedures = Object.entries((appRouter._def as unknown as { procedures: Record<string, { _def: ProcedureDef }> }).procedures).map(
  ([path, procedure]) => ({ path, type: procedure._def.type, fields: inputFields(procedure._def.inputs) }),
);

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
}
type OpenApiPaths = Record<
  string,
  Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema?: { properties?: object } }> } }>
>;
const operations: Operation[] = Object.entries(buildOpenApiDocument("http://fuzz.test/api").paths as OpenApiPaths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    pathParams: (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
    queryParams: (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
    bodyFields: Object.keys(operation.requestBody?.content["application/json"]?.schema?.properties ?? {}),
  })),
);

// ---------------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------------

/** encodeURIComponent, which throws on a lone surrogate: that goes as the bytes of one. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80";
  }
};
const deep = (levels: number, open = "[", close = "]", leaf = "1") => `${open.repeat(levels)}${leaf}${close.repeat(levels)}`;
const deepJson = fc.oneof(
  fc.integer({ min: 50, max: 6_000 }).map((levels) => deep(levels)),
  fc.integer({ min: 50, max: 6_000 }).map((levels) => deep(levels, '{"a":', "}")),
);

const hostileStrings = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "7310000000008\u0000",
    "%00",
    "../../etc/passwd",
    "..%2F..%2F",
    "😀𝕏ǅ\u200b\u202e",
    "\ud800",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "${7*7}",
    "__proto__",
    "constructor",
    "true",
    "null",
    "NaN",
    "Infinity",
    "1e400",
    "-0",
    " 1 ",
    "0x10",
    "2147483648",
    "99999999999999999999",
    "en:\u0000",
    "SE\u0000",
    "a@b.c\u0000",
  ),
  fc.integer({ min: 1_000, max: 120_000 }).map((n) => "x".repeat(n)),
);
const hostileNumbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2, 2_147_483_647, 2_147_483_648, 4_294_967_296, 9_007_199_254_740_991, 2 ** 53 + 2, 1e21, 1e308, -2_147_483_649, 0.5),
);
/** The classics, often: a NUL in text, ids past int32, deep nesting. */
const classics = fc.constantFrom<unknown>("a\u0000b", "\u0000", 2_147_483_648, "2147483648", 2 ** 53 + 2, 1e21, -1, "-1", "1e3");
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: classics },
  { weight: 4, arbitrary: hostileStrings },
  { weight: 3, arbitrary: hostileNumbers },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [null], { __proto__: { admin: true } }) },
);
/** A body: the procedure's own fields filled with hostile values, or anything at all. */
const hostileBody = (fields: string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] }).map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? "null") },
    { weight: 1, arbitrary: deepJson },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...(fields.length ? fields : ["x"])), deepJson).map(([field, value]) => `{"${field}":${value}}`),
    },
    { weight: 1, arbitrary: fc.constantFrom("", "{", "[1,", '{"a":1}}', "\u0000", "null", "undefined", '"\\ud800"', "1".repeat(400)) },
  );
/** The real scans' public ids (filled in beforeAll; read when a value is drawn). */
const scanIds: string[] = [];
const realScanId = fc.nat(7).map((i) => scanIds[i % Math.max(scanIds.length, 1)] ?? "none");
const pathSegment = fc.oneof(
  hostileNumbers.map(String),
  realScanId,
  realScanId.map((id) => `${id}%00`),
  realScanId.map((id) => id.repeat(4)),
  hostileStrings.filter((s) => s.length < 2_000).map(encode),
  fc.constantFrom("..", "%2e%2e", "..%2f..%2fhealthz", "%00", "1%00", "-1", "1.5", "1e3", "0", "%20", "%F0%9F%98%80", "%ff", "%", "%zz"),
);
const requestId = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/),
  fc.string({ unit: "grapheme-ascii", maxLength: 200 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
  fc.integer({ min: 65, max: 8_000 }).map((n) => "r".repeat(n)),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/octet-stream",
  "application/jsonx",
  "",
);
const cookie = fc.oneof(
  fc.constantFrom(cookies.guest, "pc_session=junk", "pc_guest=junk", "pc_session=; pc_guest=", "pc_session=%00", "pc_session=a=b=c", ";;;=;"),
  fc.string({ unit: "grapheme-ascii", maxLength: 100 }).map((s) => `pc_session=${encodeURIComponent(s)}`),
  fc.integer({ min: 100, max: 6_000 }).map((n) => `pc_guest=${"g".repeat(n)}`),
);
const principal = fc.constantFrom("guest", "user", "admin") as fc.Arbitrary<"guest" | "user" | "admin">;
/** Now and then: most requests keep a JSON content type and the principal's cookie, so that hostile inputs reach the procedures. */
const sometimes = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
const extraHeaders = fc
  .record({
    "x-request-id": sometimes(requestId),
    "content-type": sometimes(contentType),
    cookie: sometimes(cookie),
    "accept-language": sometimes(hostileStrings.map((s) => s.replace(/[^\x20-\x7e]/g, "").slice(0, 500))),
  })
  .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<string, string>);

// ---------------------------------------------------------------------------------------------------
// Sending and judging
// ---------------------------------------------------------------------------------------------------

const INTERNAL_TEXT = /prisma|Invalid `|\bat .+:\d+:\d+|node_modules|\.ts:\d+|ECONN|SQLSTATE|syntax error at|violates|TypeError|RangeError|Maximum call stack/i;

interface Finding {
  request: string;
  status: number;
  body: string;
}
const findings: Finding[] = [];
let sent = 0;

function errorMessages(body: unknown): unknown[] {
  if (Array.isArray(body)) return body.flatMap((item) => errorMessages(item));
  if (body && typeof body === "object") {
    const { error, message } = body as { error?: { message?: unknown }; message?: unknown };
    if (error && typeof error === "object") return [error.message];
    if (message !== undefined) return [message];
    return body && "result" in body ? [] : [undefined];
  }
  return [undefined];
}

async function send(label: string, path: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  sent += 1;
  const headers = Object.fromEntries(Object.entries({ origin: server.origin, ...init.headers }).filter(([, v]) => v !== ""));
  let response: Response;
  try {
    response = await fetch(`${server.origin}${path}`, { method: init.method, headers, body: init.method === "GET" || init.method === "HEAD" ? undefined : init.body });
  } catch (error) {
    // A request fetch itself refuses to send (an invalid header) is not the server's fault.
    if (error instanceof TypeError && !String(error.cause ?? "").includes("ECONNRESET")) return;
    findings.push({ request: `${label} ${init.method} ${path.slice(0, 200)}`, status: 0, body: String(error) });
    return;
  }
  const text = await response.text();
  const problem = judge(response, text);
  if (problem) findings.push({ request: `${label} ${init.method} ${path.slice(0, 200)} body=${(init.body ?? "").slice(0, 120)}`, status: response.status, body: `${problem}: ${text.slice(0, 300)}` });
}

function judge(response: Response, text: string): string | undefined {
  if (response.status >= 500) return "5xx";
  if (response.status < 400) return undefined;
  if (!/^application\/json/.test(response.headers.get("content-type") ?? "")) return `error sent as ${response.headers.get("content-type")}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "error body is not JSON";
  }
  if (!errorMessages(body).every((message) => typeof message === "string" && message.length > 0)) return "error without a message";
  // Node refuses oversized headers (431) before a request exists, in Fastify's connection-level shape.
  const { error } = body as { error?: unknown };
  if (error !== undefined && typeof error !== "object" && response.status !== 431) return "error not in the API's shape";
  if (INTERNAL_TEXT.test(text)) return "internal text in the error";
  return undefined;
}

function report() {
  const byKind = new Map<string, Finding[]>();
  for (const finding of findings) {
    const kind = `${finding.status} ${finding.body.split(":")[0]}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), finding]);
  }
  const examples = (list: Finding[]) =>
    [...new Map(list.map((f) => [f.request.split(" ").slice(0, 3).join(" ").replace(/[?&].*/, ""), f])).values()].slice(0, 6);
  return [...byKind]
    .map(([kind, list]) => `${list.length}× ${kind}${examples(list).map((f) => `\n  e.g. ${f.request.slice(0, 300)}\n  → ${f.body}`).join("")}`)
    .join("\n");
}

describe("fuzzing every procedure and REST path (fast-check, fixed seed)", () => {
  it("never answers a hostile /trpc call with a 5xx or internal text", async () => {
    const target = fc.constantFrom(...procedures).chain((procedure) => fc.record({ procedure: fc.constant(procedure), body: hostileBody(procedure.fields) }));
    await fc.assert(
      fc.asyncProperty(target, principal, fc.boolean(), extraHeaders, async ({ procedure, body }, who, batch, headers) => {
        const cookieHeader = headers.cookie === undefined ? cookies[who] : `${cookies[who]}; ${headers.cookie}`;
        const h = { "content-type": "application/json", ...headers, cookie: cookieHeader };
        const input = batch ? `{"0":${body || "null"}}` : body;
        const query = batch ? "?batch=1" : "";
        if (procedure.type === "query") {
          await send("trpc", `/trpc/${procedure.path}${query}${query ? "&" : "?"}input=${encode(input)}`, { method: "GET", headers: h });
        } else {
          await send("trpc", `/trpc/${procedure.path}${query}`, { method: "POST", headers: h, body: input });
        }
      }),
      { seed: SEED, numRuns: RUNS.trpc, endOnFailure: true },
    );
  });

  it("never answers a hostile /api call with a 5xx or internal text", async () => {
    const target = fc.constantFrom(...operations).chain((operation) =>
      fc.record({
        operation: fc.constant(operation),
        params: fc.tuple(...operation.pathParams.map(() => pathSegment)),
        query: fc.array(fc.tuple(fc.constantFrom(...operation.queryParams, "x", "input", "__proto__"), hostileStrings.filter((s) => s.length < 3_000)), { maxLength: 3 }),
        body: hostileBody(operation.bodyFields),
      }),
    );
    await fc.assert(
      fc.asyncProperty(target, principal, extraHeaders, async ({ operation, params, query, body }, who, headers) => {
        let path = operation.path;
        operation.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, params[i] ?? "")));
        const search = query.length ? `?${query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&")}` : "";
        const cookieHeader = headers.cookie === undefined ? cookies[who] : `${cookies[who]}; ${headers.cookie}`;
        await send("rest", `/api${path}${search}`, {
          method: operation.method,
          headers: { "content-type": "application/json", ...headers, cookie: cookieHeader },
          body,
        });
      }),
      { seed: SEED, numRuns: RUNS.rest, endOnFailure: true },
    );
  });

  it("never answers hostile transport (paths, methods, request ids, cookies) with a 5xx", async () => {
    const anyPath = fc.oneof(
      fc.constantFrom(...operations.map((o) => `/api${o.path}`), ...procedures.map((p) => `/trpc/${p.path}`), "/api/openapi.json", "/healthz", "/readyz", "/trpc/", "/api/"),
      fc.tuple(fc.constantFrom("/api/", "/trpc/", "/"), pathSegment).map(([prefix, segment]) => `${prefix}${segment}`),
    );
    await fc.assert(
      fc.asyncProperty(anyPath, fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"), principal, extraHeaders, hostileBody([]), async (path, method, who, headers, body) => {
        const cookieHeader = headers.cookie === undefined ? cookies[who] : `${cookies[who]}; ${headers.cookie}`;
        await send("any", path.replace(/\{[^}]+\}/g, "1"), { method, headers: { ...headers, cookie: cookieHeader }, body });
      }),
      { seed: SEED, numRuns: RUNS.transport, endOnFailure: true },
    );
  });

  it("found nothing", () => {
    expect(sent).toBeGreaterThan(RUNS.trpc + RUNS.rest);
    expect(findings.length, `${findings.length} of ${sent} fuzzed requests failed:\n${report()}`).toBe(0);
  });
});
