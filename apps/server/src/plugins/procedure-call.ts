import { getTRPCErrorFromUnknown, TRPCError } from "@trpc/server";
import { middlewareMarker } from "@trpc/server/unstable-core-do-not-import";

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
  middlewares: Middleware[];
  caller?: unknown;
}

/**
 * Calls `procedure` at `path` with `ctx` and `input` as `router.createCaller(ctx)` does — every middleware of its chain
 * in order (the error mapping, the input and output validation, the resolver), each given the same options and
 * answering the same results — and returns its data or throws its TRPCError. What it leaves out is per-call work of
 * the caller that changes nothing here (docs/performance.md, "Per-request work done once"): the caller's proxies
 * for the path, and the copy of every option by a defining-property helper at each step of the chain (tRPC's
 * `callRecursive`), which cost a scan about 20 µs. A procedure built with `experimental_caller` is called through
 * the caller.
 */
export async function callProcedure(
  procedure: { _def: unknown },
  path: string,
  ctx: object,
  input: unknown,
  viaCaller: () => Promise<unknown>,
): Promise<unknown> {
  const def = procedure._def as ProcedureDef;
  if (def.caller || !Array.isArray(def.middlewares)) return viaCaller();
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
