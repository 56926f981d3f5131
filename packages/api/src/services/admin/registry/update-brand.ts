import type { z } from "zod";

import type { TBrandDetail, ZUpdateBrandSchema } from "@productcheck/validators/brand-locations";

import { getBrandDetail } from "./get-brand-detail";
import { adminFacts, changed, recordRegistryEdit, type RegistryWriteDeps, summaryOf } from "./registry-audit";
import { companyLabel, loadCompanyGraph } from "./registry-graph";
import { checkBrandKeys, lockBrand, requireCompany } from "./registry-rules";
import { registryWritten } from "./registry-written";

/** "Aliases: added x, y; removed z", or nothing when the list is the same. */
function aliasChanges(before: readonly string[], after: readonly string[]): string[] {
  const added = after.filter((key) => !before.includes(key));
  const removed = before.filter((key) => !after.includes(key));
  const parts = [...(added.length > 0 ? [`added ${added.join(", ")}`] : []), ...(removed.length > 0 ? [`removed ${removed.join(", ")}`] : [])];
  return parts.length === 0 ? [] : [`Aliases: ${parts.join("; ")}`];
}

/**
 * Changes a brand's name, owner or aliases (docs/admin.md, Brand Locations): the fields given change,
 * `aliases` replaces the list. The same checks as a new brand. One transaction, logged; the products
 * of its old and new names and aliases are re-resolved.
 */
export async function updateBrand(
  { db, admin }: RegistryWriteDeps,
  { id, name, ownerId, aliases, sourceNote, now = new Date() }: z.output<typeof ZUpdateBrandSchema> & { now?: Date },
): Promise<TBrandDetail> {
  const keys = await db.$transaction(async (tx) => {
    await lockBrand(tx, id);
    const before = await tx.brand.findUniqueOrThrow({
      where: { id },
      select: { name: true, key: true, ownerId: true, aliases: { select: { key: true }, orderBy: { key: "asc" } } },
    });
    const aliasesBefore = before.aliases.map((alias) => alias.key);
    const graph = await loadCompanyGraph(tx);
    const newName = name ?? before.name;
    const newOwnerId = ownerId ?? before.ownerId;
    const owner = requireCompany(graph, "owner", newOwnerId);
    const { key, aliasKeys } = await checkBrandKeys(tx, { brandId: id, name: newName, aliases: aliases ?? aliasesBefore });
    await tx.brand.update({
      where: { id },
      data: { name: newName, key, ownerId: newOwnerId, ...adminFacts(sourceNote, now) },
      select: { id: true },
    });
    await tx.brandAlias.deleteMany({ where: { brandId: id, key: { notIn: aliasKeys } } });
    await tx.brandAlias.createMany({ data: aliasKeys.filter((alias) => !aliasesBefore.includes(alias)).map((alias) => ({ key: alias, brandId: id })) });
    const previousOwner = graph.byId.get(before.ownerId);
    await recordRegistryEdit(tx, admin, {
      brandId: id,
      action: "brand.update",
      summary: summaryOf([
        ...changed("Name", before.name, newName),
        ...changed("Owner", previousOwner ? companyLabel(previousOwner) : `company ${before.ownerId}`, companyLabel(owner)),
        ...aliasChanges(aliasesBefore, aliasKeys),
      ]),
      sourceNote,
    });
    return [before.key, ...aliasesBefore, key, ...aliasKeys];
  });
  await registryWritten(db, keys);
  return getBrandDetail({ db }, { id });
}
