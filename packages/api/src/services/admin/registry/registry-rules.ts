/**
 * The checks every write of Brand Locations passes before it changes a row (docs/admin.md, Brand
 * Locations: rules), with their messages, exported so that tests assert them.
 */
import { brandKey } from "@productcheck/domain/brand-key";
import { MAX_CHAIN_LENGTH } from "@productcheck/registry/ownership-resolver";

import { AppError } from "../../shared/app-error";
import type { CompanyGraph, CompanyNode, Tx } from "./registry-graph";

export const BRAND_NOT_FOUND_MESSAGE = "No such brand";
export const COMPANY_NOT_FOUND_MESSAGE = "No such company";
export const NAME_WITHOUT_LETTERS_MESSAGE = "A name must contain at least one letter or digit";

export const unknownCompanyMessage = (role: "owner" | "parent", id: number) => `The ${role} (company ${id}) does not exist`;
export const companyNameClashMessage = (name: string, existing: string) =>
  `A company named "${existing}" already exists; "${name}" would be the same name`;
export const brandNameClashMessage = (name: string, existing: string) => `A brand named "${existing}" already exists; "${name}" would be the same name`;
export const brandNameIsAliasMessage = (name: string, holder: string) => `"${name}" is already an alias of the brand "${holder}"`;
export const aliasClashMessage = (alias: string, holder: string) => `The alias "${alias}" already belongs to the brand "${holder}"`;
export const OWN_PARENT_MESSAGE = "A company cannot be its own parent";
export const chainTooLongMessage = (length: number) =>
  `That would make an ownership chain of ${length} companies; at most ${MAX_CHAIN_LENGTH} are followed`;

/**
 * "Arla Foods cannot be owned by Arla Foods amba: Arla Foods amba is already owned by Arla Foods".
 * `loop`: the would-be parent, its parents in turn, and last the company itself.
 */
export function ownershipCycleMessage(company: string, loop: readonly string[]): string {
  const [parent, ...above] = loop;
  const links = above.map((name, index) => (index === 0 ? `${parent} is already owned by ${name}` : `which is owned by ${name}`));
  return `${company} cannot be owned by ${parent}: ${links.join(", ")}`;
}

/** The brand key of a name, refusing a name of punctuation only. */
export function nameKey(name: string): string {
  const key = brandKey(name);
  if (key === "") throw new AppError("INVALID", NAME_WITHOUT_LETTERS_MESSAGE);
  return key;
}

/** The company `id` names as owner or parent: 400 when there is none. */
export function requireCompany(graph: CompanyGraph, role: "owner" | "parent", id: number): CompanyNode {
  const company = graph.byId.get(id);
  if (!company) throw new AppError("INVALID", unknownCompanyMessage(role, id));
  return company;
}

/** Company names are unique by brand key (case, accents and punctuation ignored): 409 naming the one that has it. */
export function checkCompanyName(graph: CompanyGraph, name: string, exceptId?: number): void {
  const existing = graph.companyWithKey(nameKey(name), exceptId);
  if (existing) throw new AppError("CONFLICT", companyNameClashMessage(name, existing.name));
}

/**
 * Whether `companyId` (null: a new company) may have `parentId` as its parent: no loop, and no brand's
 * chain longer than MAX_CHAIN_LENGTH (the company's own subtree below it counts).
 */
export function checkParent(graph: CompanyGraph, companyId: number | null, parentId: number): void {
  if (companyId === parentId) throw new AppError("INVALID", OWN_PARENT_MESSAGE);
  requireCompany(graph, "parent", parentId);
  const above: CompanyNode[] = [];
  for (let company = graph.byId.get(parentId); company; company = company.parentId === null ? undefined : graph.byId.get(company.parentId)) {
    above.push(company);
    if (company.id === companyId) {
      const self = graph.byId.get(companyId);
      throw new AppError("INVALID", ownershipCycleMessage(self?.name ?? "", above.map((node) => node.name)));
    }
    if (above.length > MAX_CHAIN_LENGTH) break; // rows made before the checks: the length check below refuses it
  }
  let below = 1;
  if (companyId !== null) {
    for (const id of graph.subtreeOf(companyId)) {
      let depth = 1;
      for (let node = graph.byId.get(id); node && node.id !== companyId && node.parentId !== null; node = graph.byId.get(node.parentId)) depth += 1;
      below = Math.max(below, depth);
    }
  }
  if (below + above.length > MAX_CHAIN_LENGTH) throw new AppError("INVALID", chainTooLongMessage(below + above.length));
}

/** An alias as stored: its key, and its name as written. */
export interface AliasRow {
  key: string;
  name: string;
}

/** How an alias reads: as written, or its key in rows from before names were kept. */
export const aliasName = (alias: AliasRow): string => alias.name || alias.key;

/**
 * The key and aliases of a brand named `name` with `aliases`, checked against every other brand:
 * neither its key nor an alias may be another brand's key or alias (409 naming that brand). Aliases
 * equal to its own key, empty or repeated (the first spelling of a key stays) are dropped.
 */
export async function checkBrandKeys(
  tx: Tx,
  { brandId, name, aliases }: { brandId: number | null; name: string; aliases: readonly string[] },
): Promise<{ key: string; aliasRows: AliasRow[]; aliasKeys: string[] }> {
  const key = nameKey(name);
  const byKey = new Map<string, AliasRow>();
  for (const alias of aliases) {
    const aliasKey = brandKey(alias);
    if (aliasKey !== "" && aliasKey !== key && !byKey.has(aliasKey)) byKey.set(aliasKey, { key: aliasKey, name: alias.trim() });
  }
  const aliasRows = [...byKey.values()];
  const aliasKeys = [...byKey.keys()];
  const keys = [key, ...aliasKeys];
  const notThis = brandId === null ? {} : { NOT: { id: brandId } };
  const [brands, heldAliases] = await Promise.all([
    tx.brand.findMany({ where: { key: { in: keys }, ...notThis }, select: { key: true, name: true } }),
    tx.brandAlias.findMany({
      where: { key: { in: keys }, ...(brandId === null ? {} : { NOT: { brandId } }) },
      select: { key: true, brand: { select: { name: true } } },
    }),
  ]);
  const brandByKey = new Map(brands.map((brand) => [brand.key, brand.name]));
  const aliasHolder = new Map(heldAliases.map((alias) => [alias.key, alias.brand.name]));
  const nameHolder = brandByKey.get(key);
  if (nameHolder !== undefined) throw new AppError("CONFLICT", brandNameClashMessage(name, nameHolder));
  const nameAliasHolder = aliasHolder.get(key);
  if (nameAliasHolder !== undefined) throw new AppError("CONFLICT", brandNameIsAliasMessage(name, nameAliasHolder));
  for (const alias of aliases) {
    const holder = brandByKey.get(brandKey(alias)) ?? aliasHolder.get(brandKey(alias));
    if (holder !== undefined) throw new AppError("CONFLICT", aliasClashMessage(alias, holder));
  }
  return { key, aliasRows, aliasKeys };
}

/** Locks a brand's row for the transaction; 404 when there is none. */
export async function lockBrand(tx: Tx, id: number): Promise<void> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Brand" WHERE "id" = ${id} FOR UPDATE`;
  if (locked.length === 0) throw new AppError("NOT_FOUND", BRAND_NOT_FOUND_MESSAGE);
}

/** Locks a company's row for the transaction; 404 when there is none. */
export async function lockCompany(tx: Tx, id: number): Promise<void> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Company" WHERE "id" = ${id} FOR UPDATE`;
  if (locked.length === 0) throw new AppError("NOT_FOUND", COMPANY_NOT_FOUND_MESSAGE);
}
