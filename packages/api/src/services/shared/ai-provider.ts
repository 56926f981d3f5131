/**
 * The optional AI provider (docs/origin.md, AI brand proposals, and docs/alternatives.md, AI re-ranking), through the openai SDK's Chat Completions
 * API, so any OpenAI-compatible server works (`OPENAI_BASE_URL`). Every answer is structured output
 * described and validated by a zod schema; an answer that is not valid JSON or does not match the
 * schema throws, as do timeouts and HTTP errors. Callers fall back to the deterministic engine or
 * to "unknown" on any throw, so the AI can only ever add to what the app knows.
 *
 * - `rankAlternatives`: given the scanned product and the engine's candidates, picks up to `limit`
 *   of them, best first, with a one-sentence reason each. Ids it was not given, repeated ids and
 *   empty reasons are dropped here; reasons are trimmed to one line of at most 240 characters.
 * - `proposeBrandOwner`: for a brand the registry does not know, the owning company and its HQ
 *   country (and the owner's ultimate parent, if any), or null when the model says it does not know
 *   or names no valid ISO country.
 * - `chooseCategory`: for a product without a category, one of the given taxonomy categories (the
 *   answer's schema is an enum of their ids, and the id is checked again), or null when none fits.
 */
import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";

import { normalizeCountryCode } from "@productcheck/domain/countries";

export interface AiProductBrief {
  name: string;
  brand: string;
  size: string;
  category: string;
  /** ISO alpha-2 or null. */
  madeIn: string | null;
  owner: string | null;
  ownerCountry: string | null;
}

export interface AiCandidate extends AiProductBrief {
  id: number;
  /** The deterministic engine's own reason, as a hint of the facts. */
  facts: string;
}

export interface AiRankingInput {
  product: AiProductBrief;
  homeCountry: string;
  candidates: readonly AiCandidate[];
  limit: number;
}

export interface AiPick {
  id: number;
  difference: string;
}

export interface BrandOwnerQuestion {
  brand: string;
  productName: string;
  manufacturer: string;
  brandOwner: string;
  /** Countries it is sold in (ISO alpha-2): a hint of the market, never of the origin. */
  soldIn: readonly string[];
}

export interface BrandOwnerProposal {
  owner: string;
  hqCountry: string;
  /** The owner's ultimate parent company, when the owner belongs to a group. */
  parent: { name: string; hqCountry: string } | null;
}

export interface CategoryQuestion {
  name: string;
  brand: string;
  genericName: string;
  /** Taxonomy categories to choose among (at least one): id and English name. */
  categories: readonly { id: string; name: string }[];
}

export interface AiProvider {
  readonly model: string;
  rankAlternatives(input: AiRankingInput): Promise<AiPick[]>;
  proposeBrandOwner(question: BrandOwnerQuestion): Promise<BrandOwnerProposal | null>;
  chooseCategory(question: CategoryQuestion): Promise<string | null>;
}

/** The answer schema for `chooseCategory`: one of the given ids, or "none". */
export function categoryChoiceSchema(ids: readonly string[]) {
  return z.object({
    category: z.enum(["none", ...ids]).describe('the id of the one category the product belongs to, exactly as given, or "none"'),
  });
}

export const ZAiRankingSchema = z.object({
  alternatives: z.array(
    z.object({
      id: z.number().int().describe("the id of one of the candidates, exactly as given"),
      difference: z.string().describe("one concrete sentence: why this is a good non-US swap for the scanned product"),
    }),
  ),
});

export const ZAiBrandOwnerSchema = z.object({
  known: z.boolean().describe("false unless you are confident who owns the brand"),
  owner: z.string().nullable().describe("the company that owns the brand"),
  ownerHqCountry: z.string().nullable().describe("ISO 3166-1 alpha-2 code of the owner's headquarters"),
  parent: z.string().nullable().describe("the owner's ultimate parent company, or null when the owner is independent"),
  parentHqCountry: z.string().nullable().describe("ISO 3166-1 alpha-2 code of the parent's headquarters"),
});

const CATEGORY_INSTRUCTIONS = [
  "You classify grocery products into the Open Food Facts category taxonomy.",
  "You get a product's name, brand and generic name, and candidate categories, each with an id and a name.",
  "Answer with the id of the one category that says what kind of product it is, the most specific that fits,",
  'or "none" when no candidate is the kind of product (a flavour or an ingredient is not). Never invent ids.',
].join(" ");

const MAX_DIFFERENCE_LENGTH = 240;
const MAX_COMPANY_NAME_LENGTH = 120;

const RANKING_INSTRUCTIONS = [
  "You help shoppers replace American products with non-US alternatives.",
  "You get the scanned product and candidate products from a catalogue, each with an id and its facts.",
  "Choose the best replacements among the candidates only, best first: the same kind of product first,",
  "then made in or owned from the shopper's home country, then a neighbouring country, then the EU/EEA,",
  "Switzerland or the United Kingdom (the facts say \"a neighbour\" or \"in Europe\"), then a similar size.",
  "Leave out candidates that are not a sensible replacement. Never invent products or ids.",
  "For each choice write one short, concrete sentence using only the facts given (where it is made,",
  "who owns it and where that owner is headquartered, the size) saying why it is a good swap.",
].join(" ");

const OWNER_INSTRUCTIONS = [
  "You identify who owns consumer brands (food, drink, household and personal care).",
  "Answer with the company that owns the brand and the ISO 3166-1 alpha-2 country of its headquarters,",
  "and, if that company belongs to a group, the group's ultimate parent and its headquarters country.",
  "If you are not confident, answer known=false with null fields. Never guess.",
].join(" ");

/** One line, trimmed, at most `max` characters (cut at a word where possible). */
export function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/gu, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  if (line[max - 1] === " ") return `${cut.trimEnd()}…`;
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The picks that name given candidates, once each, with a usable reason, at most `limit`. */
export function validPicks(picks: readonly AiPick[], candidates: readonly { id: number }[], limit: number): AiPick[] {
  const allowed = new Set(candidates.map((candidate) => candidate.id));
  const seen = new Set<number>();
  const valid: AiPick[] = [];
  for (const pick of picks) {
    const difference = oneLine(pick.difference, MAX_DIFFERENCE_LENGTH);
    if (!allowed.has(pick.id) || seen.has(pick.id) || difference === "") continue;
    seen.add(pick.id);
    valid.push({ id: pick.id, difference });
    if (valid.length === limit) break;
  }
  return valid;
}

function companyName(name: string | null): string | null {
  const cleaned = oneLine(name ?? "", MAX_COMPANY_NAME_LENGTH);
  return cleaned === "" ? null : cleaned;
}

/** The proposal an answer carries, or null when it says "unknown" or names no valid country. */
export function brandOwnerProposal(answer: z.infer<typeof ZAiBrandOwnerSchema>): BrandOwnerProposal | null {
  const owner = companyName(answer.owner);
  const hqCountry = normalizeCountryCode(answer.ownerHqCountry);
  if (!answer.known || !owner || !hqCountry) return null;
  const parentName = companyName(answer.parent);
  const parentCountry = normalizeCountryCode(answer.parentHqCountry);
  const parent =
    parentName && parentCountry && parentName.toLowerCase() !== owner.toLowerCase()
      ? { name: parentName, hqCountry: parentCountry }
      : null;
  return { owner, hqCountry, parent };
}

export interface OpenAiProviderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; the SDK's default (OpenAI) when undefined. */
  baseURL?: string | undefined;
  model: string;
  /** Per request, connection to last byte; no retries. Default 5000. */
  timeoutMs?: number;
  /** Told of every failed request (for the log) before the error is thrown on. */
  onFailure?: (task: string, error: unknown) => void;
}

export const DEFAULT_AI_TIMEOUT_MS = 5000;

/** The provider over the openai SDK (rules at the top of this file). */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
    maxRetries: 0,
  });

  async function ask<T extends z.ZodType>(schema: T, name: string, system: string, user: unknown): Promise<z.infer<T>> {
    try {
      return await askOnce(schema, name, system, user);
    } catch (error) {
      options.onFailure?.(name, error);
      throw error;
    }
  }

  async function askOnce<T extends z.ZodType>(schema: T, name: string, system: string, user: unknown): Promise<z.infer<T>> {
    const completion = await client.chat.completions.parse({
      model: options.model,
      temperature: 0,
      messages: [
        { role: "system", content: system },
        { role: "user", content: JSON.stringify(user) },
      ],
      response_format: zodResponseFormat(schema, name),
    });
    const message = completion.choices[0]?.message;
    if (!message || message.refusal) throw new Error(`the model gave no answer${message?.refusal ? `: ${message.refusal}` : ""}`);
    // The SDK parsed the content with the schema; parse again so the type is the schema's own.
    return schema.parse(message.parsed) as z.infer<T>;
  }

  return {
    model: options.model,
    async rankAlternatives({ product, homeCountry, candidates, limit }) {
      const answer = await ask(ZAiRankingSchema, "alternatives", RANKING_INSTRUCTIONS, {
        scannedProduct: product,
        shopperHomeCountry: homeCountry,
        maxAlternatives: limit,
        candidates,
      });
      return validPicks(answer.alternatives, candidates, limit);
    },
    async proposeBrandOwner(question) {
      const answer = await ask(ZAiBrandOwnerSchema, "brand_owner", OWNER_INSTRUCTIONS, question);
      return brandOwnerProposal(answer);
    },
    async chooseCategory(question) {
      const ids = question.categories.map((category) => category.id);
      const answer = await ask(categoryChoiceSchema(ids), "category", CATEGORY_INSTRUCTIONS, question);
      return ids.includes(answer.category) ? answer.category : null;
    },
  };
}
