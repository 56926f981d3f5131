// Reads the brand registry's data files (packages/registry/data), checks them against the schemas and
// consistency rules of registry-schema.ts and their sort order, and reports every problem at once
// with the entry it is about.
import { readFileSync } from "node:fs";
import path from "node:path";

import { parseDocument } from "yaml";
import type { z } from "zod";

import { brandKey } from "@productcheck/domain/brand-key";

import { type TRegistry, ZRegistrySchema } from "./registry-schema";

/** The folder of the shipped data files. */
export const REGISTRY_DATA_DIR = path.resolve(import.meta.dirname, "../data");

/** The data files in a registry folder, by the part of the registry each holds. */
export const REGISTRY_FILES = { companies: "companies.yaml", brands: "brands.yaml" } as const;

export class RegistryError extends Error {
  override name = "RegistryError";
  constructor(readonly problems: readonly string[]) {
    super(`Brand registry is inconsistent:\n- ${problems.join("\n- ")}`);
  }
}

/**
 * The order of entries in a data file: by the key brand names are matched on (case, accents and
 * punctuation ignored: domain/brand-key), then by the name itself. Plain code-unit comparison, so the
 * order does not depend on the machine's locale data.
 */
export function registryOrder(a: string, b: string): number {
  const [keyA, keyB] = [brandKey(a), brandKey(b)];
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

type Issue = z.core.$ZodIssue;

/** zod's own messages, reworded to name the field (the entry is named by `describeIssue`). */
const fieldMessages: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.filter((part) => typeof part === "string").at(-1) ?? "the entry";
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? `${field} is missing` : `${field} should be a ${issue.expected === "array" ? "list" : issue.expected}`;
    case "invalid_value":
      return `${field} should be one of ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
    case "unrecognized_keys":
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}`;
    default:
      return undefined;
  }
};

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const at = (list: unknown, index: PropertyKey | undefined): unknown =>
  Array.isArray(list) && typeof index === "number" ? list[index] : undefined;

/** One problem as a readable line: `brand "Kellogg's" in region "north-america": no source`. */
function describeIssue(input: unknown, issue: Issue): string {
  const [part, index, nested, nestedIndex] = issue.path;
  if (part !== "companies" && part !== "brands") return issue.message;
  if (typeof index !== "number") return `${part}: ${issue.message}`;
  const entry = at(field(input, part), index);
  const name = field(entry, "name");
  let label = `${part === "companies" ? "company" : "brand"} ${typeof name === "string" ? JSON.stringify(name) : `#${index + 1}`}`;
  if (nested === "regionalOwners" && typeof nestedIndex === "number") {
    const region = field(at(field(entry, "regionalOwners"), nestedIndex), "region");
    const named = typeof region === "string" ? region : Array.isArray(region) && region.length > 0 && region.every((item) => typeof item === "string") ? region.join(", ") : null;
    label += ` in region ${named === null ? `#${nestedIndex + 1}` : JSON.stringify(named)}`;
  }
  return `${label}: ${issue.message}`;
}

/**
 * The registry in `input` (`{ companies, brands }`, as read from the data files), validated; throws a
 * RegistryError listing every problem (registry-schema.ts says what is checked).
 */
export function parseRegistry(input: unknown): TRegistry {
  const { registry, problems } = validate(input);
  if (registry === null) throw new RegistryError(problems);
  return registry;
}

function validate(input: unknown): { registry: TRegistry | null; problems: string[] } {
  const result = ZRegistrySchema.safeParse(input, { error: fieldMessages });
  return result.success
    ? { registry: result.data, problems: [] }
    : { registry: null, problems: result.error.issues.map((issue) => describeIssue(input, issue)) };
}

function orderProblems(file: string, entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  const names = entries.map((entry) => field(entry, "name")).filter((name): name is string => typeof name === "string");
  return names.flatMap((name, i) => {
    const previous = names[i - 1];
    return previous !== undefined && registryOrder(previous, name) > 0
      ? [`${file}: "${name}" is out of order: entries are sorted by name (case, accents and punctuation ignored), so it goes before "${previous}"`]
      : [];
  });
}

/** Reads, validates and checks the data files of `dataDir` (the shipped ones by default). */
export function loadRegistry(dataDir: string = REGISTRY_DATA_DIR): TRegistry {
  const input: Record<string, unknown> = {};
  const syntax: string[] = [];
  const order: string[] = [];
  for (const [part, file] of Object.entries(REGISTRY_FILES)) {
    const document = parseDocument(readFileSync(path.join(dataDir, file), "utf8"), { prettyErrors: true });
    syntax.push(...document.errors.map((error) => `${file}: ${error.message}`));
    input[part] = document.toJS() ?? [];
    order.push(...orderProblems(file, input[part]));
  }
  if (syntax.length > 0) throw new RegistryError(syntax);
  const { registry, problems } = validate(input);
  if (registry === null || order.length > 0) throw new RegistryError([...order, ...problems]);
  return registry;
}
