import type { z } from "zod";

import { brandKey } from "@productcheck/domain/brand-key";
import type { TCompanyDetail, ZCreateCompanySchema } from "@productcheck/validators/brand-locations";

import { getCompanyDetail } from "./get-company-detail";
import { adminFacts, recordRegistryEdit, type RegistryWriteDeps } from "./registry-audit";
import { loadCompanyGraph } from "./registry-graph";
import { checkCompanyName, checkParent } from "./registry-rules";
import { registryWritten } from "./registry-written";

/**
 * Adds a company (docs/admin.md, Brand Locations): its name must not be another company's (by brand
 * key), its parent must exist and keep every chain within MAX_CHAIN_LENGTH. One transaction, logged.
 */
export async function createCompany(
  { db, admin }: RegistryWriteDeps,
  { name, hqCountry, parentId, sourceNote, now = new Date() }: z.output<typeof ZCreateCompanySchema> & { now?: Date },
): Promise<TCompanyDetail> {
  const id = await db.$transaction(async (tx) => {
    const graph = await loadCompanyGraph(tx);
    checkCompanyName(graph, name);
    if (parentId !== null) checkParent(graph, null, parentId);
    const parent = parentId === null ? null : graph.byId.get(parentId);
    const created = await tx.company.create({ data: { name, hqCountry, parentId, ...adminFacts(sourceNote, now) }, select: { id: true } });
    await recordRegistryEdit(tx, admin, {
      companyId: created.id,
      action: "company.create",
      summary: `Created ${name}: HQ ${hqCountry}, parent ${parent?.name ?? "none"}`,
      sourceNote,
    });
    return created.id;
  });
  // A company is also matched by name (a product whose brand or owner is written as the company's name).
  await registryWritten(db, [brandKey(name)]);
  return getCompanyDetail({ db }, { id });
}
