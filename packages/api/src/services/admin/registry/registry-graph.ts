import type { Db, Prisma } from "@productcheck/db/client";
import { brandKey } from "@productcheck/domain/brand-key";
import { countryName } from "@productcheck/domain/countries";
import { MAX_CHAIN_LENGTH } from "@productcheck/registry/ownership-resolver";
import type { TChainCompany } from "@productcheck/validators/brand-locations";

/** A transaction's client, as `db.$transaction(async (tx) => …)` hands it out. */
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const companyNodeSelect = {
  id: true,
  name: true,
  hqCountry: true,
  parentId: true,
  source: true,
  confidence: true,
  sourceNote: true,
  editedAt: true,
  updatedAt: true,
} as const satisfies Prisma.CompanySelect;

export type CompanyNode = Prisma.CompanyGetPayload<{ select: typeof companyNodeSelect }>;

export interface CompanyGraph {
  byId: ReadonlyMap<number, CompanyNode>;
  /** The company and its parents up to the ultimate parent (at most MAX_CHAIN_LENGTH, as the resolver follows them). */
  chainOf(companyId: number): TChainCompany[];
  /** The company and every company below it (subsidiaries, their subsidiaries, …). */
  subtreeOf(companyId: number): number[];
  /** The id of the company whose name gives `key` (brand-key normalisation), other than `exceptId`. */
  companyWithKey(key: string, exceptId?: number): CompanyNode | undefined;
}

/** "Arla Foods (DK)": a company as the audit log names it. */
export const companyLabel = (company: Pick<CompanyNode, "name" | "hqCountry">) => `${company.name} (${company.hqCountry})`;

export function chainCompanyView(company: CompanyNode): TChainCompany {
  return {
    id: company.id,
    name: company.name,
    hqCountry: company.hqCountry,
    hqCountryName: countryName(company.hqCountry),
    source: company.source,
    confidence: company.confidence,
    sourceNote: company.sourceNote,
    checkedAt: (company.editedAt ?? company.updatedAt).toISOString(),
  };
}

/**
 * Every company of the registry in memory (a few hundred rows, a few thousand with AI proposals): the
 * chains, subtrees and name checks of Brand Locations are then walks over maps, not a query per link.
 */
export async function loadCompanyGraph(db: Db | Tx): Promise<CompanyGraph> {
  const companies = await db.company.findMany({ select: companyNodeSelect, orderBy: { id: "asc" } });
  const byId = new Map(companies.map((company) => [company.id, company]));
  const children = new Map<number, number[]>();
  for (const company of companies) {
    if (company.parentId !== null) children.set(company.parentId, [...(children.get(company.parentId) ?? []), company.id]);
  }
  const keys = companies.map((company) => ({ key: brandKey(company.name), company }));
  return {
    byId,
    chainOf(companyId) {
      const chain: TChainCompany[] = [];
      for (let company = byId.get(companyId); company && chain.length < MAX_CHAIN_LENGTH; ) {
        chain.push(chainCompanyView(company));
        company = company.parentId === null ? undefined : byId.get(company.parentId);
      }
      return chain;
    },
    subtreeOf(companyId) {
      const seen = new Set<number>();
      const queue = [companyId];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        queue.push(...(children.get(id) ?? []));
      }
      return [...seen];
    },
    companyWithKey: (key, exceptId) => keys.find((entry) => entry.key === key && entry.company.id !== exceptId)?.company,
  };
}
