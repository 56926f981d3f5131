import { initTRPC, TRPCError } from "@trpc/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { callProcedure } from "./procedure-call";

const t = initTRPC.context<{ who: string }>().create();
const seen: unknown[] = [];
const mapped = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.message === "map me") throw new TRPCError({ code: "CONFLICT", message: "mapped" });
  return result;
});
const withUser = mapped.use(({ ctx, next, path, type, meta }) => {
  seen.push({ path, type, meta });
  return next({ ctx: { user: `${ctx.who}!` } });
});

const router = t.router({
  greet: withUser
    .meta({ label: "greet" })
    .input(z.object({ name: z.string().trim(), times: z.number().int().default(1) }))
    .output(z.object({ text: z.string() }))
    .query(({ ctx, input }) => ({ text: `${ctx.user} ${input.name.repeat(input.times)}`, extra: "stripped" })),
  fail: mapped.input(z.object({ how: z.enum(["app", "map", "crash"]) })).mutation(({ input }) => {
    if (input.how === "app") throw new TRPCError({ code: "PAYMENT_REQUIRED", message: "No scans remaining" });
    if (input.how === "map") throw new Error("map me");
    throw new Error("boom");
  }),
  badOutput: mapped.output(z.object({ n: z.number() })).query(() => ({ n: "one" }) as unknown as { n: number }),
  noInput: mapped.query(({ input }) => ({ input: input ?? null })),
  asyncCheck: mapped
    .input(z.object({ n: z.number() }).refine(async (value) => value.n > 0, "positive"))
    .output(z.object({ n: z.number() }).refine(async (value) => value.n < 10, "small"))
    .query(({ input }) => input),
  text: mapped.input(z.string().max(3)).output(z.string()).query(({ input }) => input.toUpperCase()),
  stacked: mapped
    .input(z.object({ a: z.string() }))
    .input(z.object({ b: z.string() }))
    .query(({ input }) => input),
});

type Outcome = { ok: true; data: unknown } | { ok: false; code: string; message: string; cause: unknown; issues: unknown };
async function outcome(promise: Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    const trpcError = error as TRPCError;
    const cause = trpcError.cause as (Error & { issues?: unknown }) | undefined;
    return { ok: false, code: trpcError.code, message: trpcError.message, cause: cause?.constructor.name, issues: cause?.issues };
  }
}

describe("callProcedure", () => {
  const ctx = { who: "ann" };
  const cases: [keyof typeof router._def.procedures, unknown][] = [
    ["greet", { name: " bo ", times: 2 }],
    ["greet", { name: "bo" }],
    ["greet", { name: 5 }],
    ["greet", undefined],
    ["fail", { how: "app" }],
    ["fail", { how: "map" }],
    ["fail", { how: "crash" }],
    ["badOutput", undefined],
    ["noInput", undefined],
    ["stacked", { a: "x", b: "y", c: "z" }],
    ["stacked", { a: "x" }],
    ["asyncCheck", { n: 1 }],
    ["asyncCheck", { n: 0 }],
    ["asyncCheck", { n: 12 }],
    ["text", "abc"],
    ["text", "abcd"],
    ["text", { not: "text" }],
  ];

  it.each(cases)("answers %s(%j) as tRPC's caller does", async (path, input) => {
    const procedure = router._def.procedures[path];
    seen.length = 0;
    const viaCaller = () => (router.createCaller(ctx)[path] as (input: unknown) => Promise<unknown>)(input);
    const expected = await outcome(viaCaller());
    const seenByCaller = [...seen];
    seen.length = 0;
    const fallbacks: string[] = [];
    const actual = await outcome(
      callProcedure(procedure, path, ctx, input, () => {
        fallbacks.push(path);
        return viaCaller();
      }),
    );
    expect(actual).toEqual(expected);
    expect(seen).toEqual(seenByCaller);
    expect(fallbacks).toEqual([]);
  });

  it("parses a schema without asynchronous checks synchronously", async () => {
    const schema = z.object({ n: z.number() });
    const procedure = mapped.input(schema).output(schema).query(({ input }) => input);
    const parseAsync = vi.spyOn(schema, "parseAsync");
    await expect(callProcedure(procedure, "p", ctx, { n: 1 }, () => Promise.reject(new Error("not used")))).resolves.toEqual({ n: 1 });
    expect(parseAsync).not.toHaveBeenCalled();
  });

  it("leaves the context it was given as it was", async () => {
    const given = { who: "cy" };
    await callProcedure(router._def.procedures.greet, "greet", given, { name: "x" }, () => Promise.reject(new Error("not used")));
    expect(given).toEqual({ who: "cy" });
  });
});
