import { describe, expect, it } from "vitest";
import { z } from "zod";

import { INT32_MAX } from "@productcheck/validators/input";

import { appRouter } from "./root";

// docs/security.md#input-limits: every id an input takes is bounded to int32 and every text refuses
// NUL, through @productcheck/validators/input. Read from the router, so a new procedure or field that
// skips the shared schemas fails here.

type JsonSchema = {
  type?: string | string[];
  pattern?: string;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};

const NO_NUL_PATTERN = z.toJSONSchema(z.string().regex(/^[^\u0000]*$/)).pattern as string; // eslint-disable-line no-control-regex

function problems(schema: JsonSchema, at: string): string[] {
  const found: string[] = [];
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum === undefined && schema.const === undefined) {
    if (types.includes("string") && !patterns.includes(NO_NUL_PATTERN)) found.push(`${at}: text that does not refuse NUL`);
    if ((types.includes("integer") || types.includes("number")) && !(schema.maximum !== undefined && schema.maximum <= INT32_MAX)) {
      found.push(`${at}: a number without an int32 bound (maximum ${schema.maximum})`);
    }
  }
  for (const [key, value] of Object.entries(schema.properties ?? {})) found.push(...problems(value, `${at}.${key}`));
  if (schema.items) found.push(...problems(schema.items, `${at}[]`));
  if (typeof schema.additionalProperties === "object") found.push(...problems(schema.additionalProperties, `${at}{}`));
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) found.push(...problems(part, at));
  return found;
}

const procedures = Object.entries((appRouter._def as unknown as { procedures: Record<string, { _def: { inputs: z.ZodType[] } }> }).procedures);

describe("input limits of every procedure", () => {
  it("finds the procedures", () => {
    expect(procedures.length).toBeGreaterThan(30);
  });

  it.each(procedures)("%s: every id is an int32 and no text takes NUL", (path, procedure) => {
    const found = procedure._def.inputs.flatMap((input) =>
      problems(z.toJSONSchema(input, { io: "input", unrepresentable: "any" }) as JsonSchema, path),
    );
    expect(found).toEqual([]);
  });
});
