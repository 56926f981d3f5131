import { getTRPCErrorFromUnknown, TRPCError } from "@trpc/server";
import { middlewareMarker } from "@trpc/server/unstable-core-do-not-import";
import { $ZodAsyncError } from "zod/v4/core";

/** What a middleware hands on and gets back, as tRPC's procedure caller passes them. */
interface MiddlewareResult {
  ok: boolean;
  data?: unknown;
  error?: TRPCError;
  marker: typeof middlewareMarker;
}
interface NextOptions {
  ctx?: object;
  input?: unknown;
  getRawInput?: () => Promise<unknown>;
}
type Middleware = (opts: {
  ctx: object;
  type: string;
  path: string;
  input: unknown;
  getRawInput: () => Promise<unknown>;
  signal: undefined;
  batchIndex: number;
  meta: unknown;
  next: (nextOpts?: NextOptions) => Promise<MiddlewareResult>;
}) => Promise<MiddlewareResult>;

/** The parts of a built procedure's definition the call reads (tRPC keeps the whole chain, the resolver last, in `middlewares`). */
interface ProcedureDef {
  type: string;
  meta: unknown;
  middlewares: (Middleware & { _type?: string })[];
  /** The `.input()` schemas in order, one input middleware each; the `.output()` schema. */
  inputs: unknown[];
  output?: unknown;
  caller?: unknown;
}

/** A zod schema: parsed synchronously here, where tRPC calls `parseAsync`. */
interface ZodSchema {
  _zod: unknown;
  parse: (value: unknown) => unknown;
  parseAsync: (value: unknown) => Promise<unknown>;
}
function isZodSchema(schema: unknown): schema is ZodSchema {
  return typeof schema === "object" && schema !== null && "_zod" in schema && "parse" in schema && "parseAsync" in schema;
}

/**
 * `schema.parse(value)`: zod compiles an object schema's checks into one function, but only uses it for a synchronous
 * parse, and tRPC's validation middlewares call `parseAsync`. The answer and errors are the same; a schema with an
 * asynchronous check (none of ours) refuses a synchronous parse, and is then parsed as tRPC does.
 */
async function parsed(schema: ZodSchema, value: unknown): Promise<unknown> {
  try {
    return schema.parse(value);
  } catch (error) {
    if (error instanceof $ZodAsyncError) return schema.parseAsync(value);
    throw error;
  }
}

/** tRPC's input middleware (`createInputMiddleware`) for `schema`, parsing it synchronously. */
function inputMiddleware(schema: ZodSchema): Middleware {
  return async (opts) => {
    const rawInput = await opts.getRawInput();
    let input: unknown;
    try {
      input = await parsed(schema, rawInput);
    } catch (cause) {
      throw new TRPCError({ code: "BAD_REQUEST", cause });
    }
    return opts.next({ input: isPlainObject(opts.input) && isPlainObject(input) ? { ...opts.input, ...input } : input });
  };
}

/** tRPC's output middleware (`createOutputMiddleware`) for `schema`, parsing it synchronously. */
function outputMiddleware(schema: ZodSchema): Middleware {
  return async ({ next }) => {
    const result = await next();
    if (!result.ok) return result;
    try {
      return { ...result, data: await parsed(schema, result.data) };
    } catch (cause) {
      throw new TRPCError({ message: "Output validation failed", code: "INTERNAL_SERVER_ERROR", cause });
    }
  };
}

/** As tRPC's `isObject`. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && !Array.isArray(value) && typeof value === "object";
}

/**
 * A procedure's chain as this module runs it, made on its first call: tRPC's own middlewares, its input and output
 * validation replaced by the same validation parsed synchronously when the schemas are zod's and each validation
 * middleware has its schema (one input middleware per `.input()`, one output middleware for `.output()`).
 */
const chains = new WeakMap<ProcedureDef, ProcedureDef>();
function chainOf(def: ProcedureDef): ProcedureDef {
  let chain = chains.get(def);
  if (chain) return chain;
  const inputMiddlewares = def.middlewares.filter((middleware) => middleware._type === "input").length;
  const outputMiddlewares = def.middlewares.filter((middleware) => middleware._type === "output").length;
  const inputs = def.inputs.filter(isZodSchema);
  const output = def.output;
  const validationOurs =
    inputMiddlewares === def.inputs.length &&
    inputs.length === def.inputs.length &&
    (outputMiddlewares === 0 || (outputMiddlewares === 1 && isZodSchema(output)));
  let nextInput = 0;
  const middlewares = validationOurs
    ? def.middlewares.map((middleware) => {
        if (middleware._type === "input") return inputMiddleware(inputs[nextInput++] as ZodSchema);
        if (middleware._type === "output") return outputMiddleware(output as ZodSchema);
        return middleware;
      })
    : def.middlewares;
  chain = { ...def, middlewares };
  chains.set(def, chain);
  return chain;
}

/**
 * Calls `procedure` at `path` with `ctx` and `input` as `router.createCaller(ctx)` does — every middleware of its chain
 * in order (the error mapping, the input and output validation, the resolver), each given the same options and
 * answering the same results — and returns its data or throws its TRPCError. What it leaves out is per-call work of
 * the caller that changes nothing here: the caller's proxies for the path, and the copy of every option by a
 * defining-property helper at each step of the chain (tRPC's `callRecursive`); with the synchronous parse of its
 * input and output by the same schemas (`parsed` above), a call went from 36–43 to 5–8 µs measured alone
 * (docs/performance.md, "The procedure chain and the log's writes"). A procedure built with `experimental_caller`
 * is called through the caller.
 */
export async function callProcedure(
  procedure: { _def: unknown },
  path: string,
  ctx: object,
  input: unknown,
  viaCaller: () => Promise<unknown>,
): Promise<unknown> {
  const given = procedure._def as ProcedureDef;
  if (given.caller || !Array.isArray(given.middlewares) || !Array.isArray(given.inputs)) return viaCaller();
  const def = chainOf(given);
  const getRawInput = async () => input;
  const result = await step(def, path, 0, ctx, undefined, getRawInput);
  if (!result) {
    throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "No result from middlewares - did you forget to `return next()`?" });
  }
  if (!result.ok) throw result.error;
  return result.data;
}

async function step(
  def: ProcedureDef,
  path: string,
  index: number,
  ctx: object,
  input: unknown,
  getRawInput: () => Promise<unknown>,
): Promise<MiddlewareResult> {
  try {
    const middleware = def.middlewares[index] as Middleware;
    return await middleware({
      ctx,
      type: def.type,
      path,
      input,
      getRawInput,
      signal: undefined,
      batchIndex: 0,
      meta: def.meta,
      next: (nextOpts) =>
        step(
          def,
          path,
          index + 1,
          nextOpts?.ctx ? { ...ctx, ...nextOpts.ctx } : ctx,
          nextOpts && "input" in nextOpts ? nextOpts.input : input,
          nextOpts?.getRawInput ?? getRawInput,
        ),
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: middlewareMarker };
  }
}
