import type { z } from "zod";

import { brandKey } from "@productcheck/domain/brand-key";
import type { TCompanyDetail, ZUpdateCompanySchema } from "@productcheck/validators/brand-locations";

import { AppError } from "../../shared/app-error";
import { getCompanyDetail } from "./get-company-detail";
import { adminFacts, changed, recordRegistryEdit, type RegistryWriteDeps, summaryOf } from "./registry-audit";
import { loadCompanyGraph } from "./registry-graph";
import { checkCompanyName, checkParent, COMPANY_NOT_FOUND_MESSAGE, lockCompany } from "./registry-rules";
import { ownershipKeys, registryWritten } from "./registry-written";

/**
 * Changes a company's name, HQ or parent (docs/admin.md, Brand Locations): the fields given change,
 * `parentId: null` makes it an ultimate owner. The same checks as a new company, and no loop: a
 * company cannot come to own itself. One transaction, logged; every brand below it is re-resolved.
 */
export async function updateCompany(
  { db, admin }: RegistryWriteDeps,
  { id, name, hqCountry, parentId, sourceNote, now = new Date() }: z.output<typeof ZUpdateCompanySchema> & { now?: Date },
): Promise<TCompanyDetail> {
  const keys = await db.$transaction(async (tx) => {
    await lockCompany(tx, id);
    const graph = await loadCompanyGraph(tx);
    const before = graph.byId.get(id);
    if (!before) throw new AppError("NOT_FOUND", COMPANY_NOT_FOUND_MESSAGE);
    const keysBefore = await ownershipKeys(tx, { companyIds: [id] });
    const after = {
      name: name ?? before.name,
      hqCountry: hqCountry ?? before.hqCountry,
      parentId: parentId === undefined ? before.parentId : parentId,
    };
    if (after.name !== before.name) checkCompanyName(graph, after.name, id);
    if (after.parentId !== null && after.parentId !== before.parentId) checkParent(graph, id, after.parentId);
    const parentName = (parent: number | null) => (parent === null ? "none" : (graph.byId.get(parent)?.name ?? `company ${parent}`));
    await tx.company.update({ where: { id }, data: { ...after, ...adminFacts(sourceNote, now) }, select: { id: true } });
    await recordRegistryEdit(tx, admin, {
      companyId: id,
      action: "company.update",
      summary: summaryOf([
        ...changed("Name", before.name, after.name),
        ...changed("HQ", before.hqCountry, after.hqCountry),
        ...changed("Parent", parentName(before.parentId), parentName(after.parentId)),
      ]),
      sourceNote,
    });
    return [...keysBefore, ...(await ownershipKeys(tx, { companyIds: [id] })), brandKey(before.name), brandKey(after.name)];
  });
  await registryWritten(db, keys);
  return getCompanyDetail({ db }, { id });
}
