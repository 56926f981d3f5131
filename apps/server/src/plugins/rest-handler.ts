import { TRPCError } from "@trpc/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  acceptsRequestBody,
  coerceSchema,
  createProcedureCache,
  getErrorFromUnknown,
  getInputOutputParsers,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  instanceofZodTypeOptional,
  normalizePath,
  type OpenApiMethod,
  type OpenApiProcedure,
  TRPC_ERROR_CODE_HTTP_STATUS,
  unwrapZodType,
  zodSupportsCoerce,
} from "trpc-to-openapi";
import { ZodArray } from "zod";

import type { AppRouter } from "@productcheck/api/root";
import { errorResponseHeaders, type Context } from "@productcheck/api/trpc";

import { callProcedure } from "./procedure-call";

/** What the handler needs to know about a procedure's input, worked out on its first call (not per request). */
interface InputPlan {
  /** `z.void()` and the like: the procedure takes no input. */
  none: boolean;
  /** Query keys whose schema is a list: a single `?k=v` becomes `[v]`. */
  listKeys: string[];
}

/**
 * A procedure's input plan, on its first call. As the adapter does on each call, an object schema's
 * number, boolean and date fields are set to coerce the strings of a path or query; that setting is
 * kept in the schema, so once is enough.
 */
function planInput(procedure: OpenApiProcedure): InputPlan {
  const schema = unwrapZodType(getInputOutputParsers(procedure).inputParser, true);
  if (instanceofZodTypeLikeVoid(schema)) return { none: true, listKeys: [] };
  if (!zodSupportsCoerce || !instanceofZodTypeObject(schema)) return { none: false, listKeys: [] };
  coerceSchema(schema);
  const listKeys = Object.entries(schema.shape)
    .filter(([, shape]) => shape instanceof ZodArray || (instanceofZodTypeOptional(shape) && shape.unwrap() instanceof ZodArray))
    .map(([key]) => key);
  return { none: false, listKeys };
}

/** The path a procedure is called by: "scannedProducts.get" → its function on a caller. */
type Caller = ReturnType<AppRouter["createCaller"]>;
function procedureOf(caller: Caller, path: string): (input: unknown) => Promise<unknown> {
  let node: unknown = caller;
  for (const segment of path.split(".")) node = (node as Record<string, unknown>)[segment];
  return node as (input: unknown) => Promise<unknown>;
}

export interface RestHandlerOptions {
  router: AppRouter;
  /** The path prefix the REST paths of the procedures' OpenAPI meta sit under ("/api"). */
  basePath: string;
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
  onError: (opts: { error: TRPCError; path: string | undefined; request: FastifyRequest }) => void;
  /**
   * By procedure path, the answer to a GET the process already holds for a context and input, exactly as
   * the procedure would return it, or undefined to call the procedure (@productcheck/api/remembered-answers).
   * It is sent without the procedure's middleware chain, validated by its output schema and serialised
   * once per answer object.
   */
  rememberedAnswers?: Partial<Record<string, (ctx: Context, input: unknown) => Promise<unknown>>>;
}

/**
 * The REST adapter's request handling for Fastify: trpc-to-openapi's own route matching, input
 * assembly, coercion, status codes and error bodies, built from its exported parts, without what its
 * generic Node handler adds to every request here for nothing (docs/performance.md, "API throughput"): a WHATWG
 * `Request` and an `AbortSignal` made for each request only to be dropped (and aborted, with a
 * `DOMException`, when the connection closes), a `URL` parse of every path, and an inspection of the
 * input schema on every call. The procedure's chain — its middleware, input and output validation — runs
 * exactly as through tRPC's caller and for the web app's /trpc calls (procedure-call.ts).
 */
export function createRestHandler({ router, basePath, createContext, onError, rememberedAnswers = {} }: RestHandlerOptions) {
  const findProcedure = createProcedureCache(router);
  /** Each remembered answer object as the procedure's output schema leaves it, serialised: made once. */
  const bodies = new WeakMap<object, string>();
  const bodyOf = (procedure: OpenApiProcedure, answer: unknown): string | undefined => {
    if (typeof answer !== "object" || answer === null) return undefined;
    let body = bodies.get(answer);
    if (body === undefined) {
      const parsed = (getInputOutputParsers(procedure).outputParser as { safeParse?: (value: unknown) => { success: boolean; data?: unknown } } | undefined)?.safeParse?.(answer);
      if (!parsed?.success) return undefined;
      bodies.set(answer, (body = JSON.stringify(parsed.data)));
    }
    return body;
  };
  const plans = new WeakMap<OpenApiProcedure, InputPlan>();
  const planOf = (procedure: OpenApiProcedure) => {
    let plan = plans.get(procedure);
    if (!plan) plans.set(procedure, (plan = planInput(procedure)));
    return plan;
  };

  return async function handleRest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const send = (status: number, headers: Record<string, string> | undefined, body: unknown) =>
      reply.code(status).header("content-type", "application/json").headers(headers ?? {}).send(JSON.stringify(body));

    const method = request.method as OpenApiMethod | "HEAD";
    const path = normalizePath(restPath(request.url, basePath));
    const found = findProcedure(method, path);
    const procedure = found?.procedure;
    let input: unknown;
    let ctx: Context | undefined;
    try {
      if (!procedure) {
        // Can be used for warm-up (trpc-to-openapi).
        if (method === "HEAD") return send(204, {}, undefined);
        throw new TRPCError({ message: "Not found", code: "NOT_FOUND" });
      }
      // A POST without a body (e.g. logout) carries no content type; its empty body is "no input".
      const contentType = request.headers["content-type"] || (request.body === undefined ? "application/json" : undefined);
      const useBody = acceptsRequestBody(method);
      if (useBody && !contentType?.startsWith("application/json")) {
        throw new TRPCError({
          code: "UNSUPPORTED_MEDIA_TYPE",
          message: contentType ? `Unsupported content-type "${contentType}` : "Missing content-type header",
        });
      }
      const plan = planOf(procedure.procedure);
      if (!plan.none) {
        const given = useBody ? request.body : queryInput(request.query as Record<string, string | string[] | undefined>);
        const fields: Record<string, unknown> = { ...(given as object), ...found.pathInput };
        if (!useBody) {
          for (const key of plan.listKeys) if (fields[key] !== undefined && !Array.isArray(fields[key])) fields[key] = [fields[key]];
        }
        input = fields;
      }
      ctx = await createContext(request, reply);
      const remember = method === "GET" ? rememberedAnswers[procedure.path] : undefined;
      const remembered = remember ? await remember(ctx, input) : undefined;
      if (remembered !== undefined) {
        const body = bodyOf(procedure.procedure, remembered);
        if (body !== undefined) return reply.code(200).header("content-type", "application/json").send(body);
      }
      const context = ctx; // `ctx` is a `let`: the fallback's closure needs it as a constant
      const data = await callProcedure(procedure.procedure, procedure.path, context, input, () =>
        procedureOf(router.createCaller(context), procedure.path)(input),
      );
      return send(200, undefined, data);
    } catch (cause) {
      const error = getErrorFromUnknown(cause);
      onError({ error, path: procedure?.path, request });
      const meta = errorResponseHeaders({ errors: [error] });
      const isInputValidationError = error.code === "BAD_REQUEST" && error.cause instanceof Error && error.cause.name === "ZodError";
      // The body leaves through the REST plugin's onSend hook, which makes it `{ message, code }`.
      return send(TRPC_ERROR_CODE_HTTP_STATUS[error.code] ?? 500, meta.headers, {
        message: isInputValidationError ? "Input validation failed" : error.message,
        code: error.code,
        issues: isInputValidationError ? (error.cause as Error & { issues: unknown }).issues : undefined,
      });
    }
  };
}

/**
 * The query as the adapter reads Fastify's parsed `request.query`: a key given once is a string, a key
 * given several times a list (and a list schema turns a single value into a list, above); empty
 * values are left out.
 */
function queryInput(query: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value) input[key] = Array.isArray(value) && value.length === 1 ? (value[0] as string) : value;
  }
  return input;
}

/**
 * The path of a request under `basePath` as the adapter reads it: the URL without the first
 * occurrence of the prefix, parsed as a WHATWG URL. A path of plain characters after the prefix is
 * its own URL path, so only other paths (dot segments, escapes, backslashes, "/%61pi/…") are parsed.
 */
const PLAIN_PATH = /^[A-Za-z0-9_\-/]*$/;
function restPath(url: string, basePath: string): string {
  const query = url.indexOf("?");
  const path = (query === -1 ? url : url.slice(0, query)).slice(basePath.length);
  if (url.startsWith(basePath) && PLAIN_PATH.test(path)) return path;
  return new URL(`http://127.0.0.1${url.replace(basePath, "")}`).pathname;
}
