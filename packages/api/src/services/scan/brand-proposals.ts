/**
 * The AI step of origin resolution (docs/origin.md, AI brand proposals): when a scanned product's brand is one the
 * registry does not know (nor its brand owner or manufacturer), the AI provider is asked who owns it.
 * A proposal is stored as registry rows with source `ai` and confidence `low` — the owner company
 * (and its parent group) unless the registry already has a company of that name, and the brand
 * linked to it — so every later view resolves it like any registry brand, and the result screen says
 * the ownership was suggested by AI and is not yet confirmed, until an admin confirms it.
 *
 * Each brand key is asked once: the outcome is remembered (`BrandProposal`); "I don't know" is asked
 * again after `UNKNOWN_RETRY_MS`, an error or timeout after `FAILED_RETRY_MS`.
 */
import type { Db } from "@productcheck/db/client";
import { brandKey } from "@productcheck/domain/brand-key";
import { countryFromOffTag } from "@productcheck/domain/countries";
import { ownershipResolverFor, registryChanged } from "@productcheck/registry/load-ownership-resolver";

import type { AiProvider, BrandOwnerProposal } from "../shared/ai-provider";

export const UNKNOWN_RETRY_MS = 30 * 24 * 60 * 60 * 1000;
export const FAILED_RETRY_MS = 60 * 60 * 1000;

export type ProposalOutcome = "proposed" | "unknown" | "failed" | "skipped";

function askedRecently(previous: { outcome: string; checkedAt: Date } | null, now: Date): boolean {
  if (!previous) return false;
  const age = now.getTime() - previous.checkedAt.getTime();
  if (previous.outcome === "unknown") return age < UNKNOWN_RETRY_MS;
  if (previous.outcome === "failed") return age < FAILED_RETRY_MS;
  return true;
}

async function remember(db: Db, key: string, outcome: Exclude<ProposalOutcome, "skipped">, now: Date) {
  await db.brandProposal.upsert({
    where: { brandKey: key },
    create: { brandKey: key, outcome, checkedAt: now },
    update: { outcome, checkedAt: now },
    select: { brandKey: true },
  });
}

/**
 * Stores the proposal: its owner (and the owner's parent) unless the registry has a company of that
 * name (case-, accent- and punctuation-insensitively), and the brand linked to the owner.
 */
async function storeProposal(db: Db, brand: string, key: string, proposal: BrandOwnerProposal, note: string): Promise<void> {
  const aiFacts = { source: "ai" as const, confidence: "low" as const, sourceNote: note };
  // Checked against the registry as it is now: a company another instance added since must be found, not made twice.
  registryChanged(db);
  const owners = await ownershipResolverFor(db);
  const made = new Map<string, number>();
  const company = async (name: string, hqCountry: string, parentId: number | null): Promise<number> => {
    const id =
      made.get(brandKey(name)) ??
      owners.companyNamed(name) ??
      (await db.company.create({ data: { name, hqCountry, parentId, ...aiFacts }, select: { id: true } })).id;
    made.set(brandKey(name), id);
    return id;
  };
  const parentId = proposal.parent ? await company(proposal.parent.name, proposal.parent.hqCountry, null) : null;
  const ownerId = await company(proposal.owner, proposal.hqCountry, parentId);
  await db.brand.upsert({
    where: { key },
    create: { name: brand, key, ownerId, ...aiFacts },
    update: {},
    select: { id: true },
  });
}

/** Asks the AI who owns the product's brand when nobody knows (rules at the top of this file). */
export async function proposeOwnerForUnknownBrand(
  { db, ai }: { db: Db; ai: AiProvider | null },
  { productId, now = new Date() }: { productId: number; now?: Date },
): Promise<ProposalOutcome> {
  if (!ai) return "skipped";
  const product = await db.product.findUnique({
    where: { id: productId },
    select: { name: true, brand: true, brandKey: true, brandOwner: true, manufacturer: true, countriesSold: true },
  });
  const key = product ? product.brandKey || brandKey(product.brand) : "";
  if (!product || key === "") return "skipped";
  const { chain } = (await ownershipResolverFor(db)).resolve([product.brand, product.brandOwner, product.manufacturer]);
  if (chain.length > 0) return "skipped";
  const previous = await db.brandProposal.findUnique({ where: { brandKey: key }, select: { outcome: true, checkedAt: true } });
  if (askedRecently(previous, now)) return "skipped";

  let proposal: BrandOwnerProposal | null;
  try {
    proposal = await ai.proposeBrandOwner({
      brand: product.brand,
      productName: product.name,
      manufacturer: product.manufacturer,
      brandOwner: product.brandOwner,
      soldIn: product.countriesSold.map(countryFromOffTag).filter((code): code is string => code !== null),
    });
  } catch {
    await remember(db, key, "failed", now);
    return "failed";
  }
  if (!proposal) {
    await remember(db, key, "unknown", now);
    return "unknown";
  }
  try {
    await storeProposal(db, product.brand, key, proposal, `AI proposal (${ai.model}), ${now.toISOString().slice(0, 10)}`);
  } catch (error) {
    // A concurrent scan of the same brand stored it first (unique name or key): that one stands.
    if (!(typeof error === "object" && error !== null && "code" in error && error.code === "P2002")) throw error;
  }
  // Stored by this process: its own next view must show it, not wait for the version check.
  registryChanged(db);
  await remember(db, key, "proposed", now);
  return "proposed";
}
