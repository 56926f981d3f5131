import type { z } from "zod";

import type { TBrandDetail, ZUpdateBrandSchema } from "@productcheck/validators/brand-locations";

import { getBrandDetail } from "./get-brand-detail";
import { adminFacts, changed, recordRegistryEdit, type RegistryWriteDeps, summaryOf } from "./registry-audit";
import { companyLabel, loadCompanyGraph } from "./registry-graph";
import { type AliasRow, aliasName, checkBrandKeys, lockBrand, requireCompany } from "./registry-rules";
import { registryWritten } from "./registry-written";

/** "Aliases: added x, y; removed z; renamed a → A", or nothing when the list is the same. */
function aliasChanges(before: readonly AliasRow[], after: readonly AliasRow[]): string[] {
  const beforeByKey = new Map(before.map((alias) => [alias.key, alias]));
  const afterKeys = new Set(after.map((alias) => alias.key));
  const added = after.filter((alias) => !beforeByKey.has(alias.key)).map(aliasName);
  const removed = before.filter((alias) => !afterKeys.has(alias.key)).map(aliasName);
  const renamed = after.flatMap((alias) => {
    const old = beforeByKey.get(alias.key);
    return old && aliasName(old) !== aliasName(alias) ? [`${aliasName(old)} → ${aliasName(alias)}`] : [];
  });
  const parts = [
    ...(added.length > 0 ? [`added ${added.join(", ")}`] : []),
    ...(removed.length > 0 ? [`removed ${removed.join(", ")}`] : []),
    ...(renamed.length > 0 ? [`renamed ${renamed.join(", ")}`] : []),
  ];
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
      select: { name: true, key: true, ownerId: true, aliases: { select: { key: true, name: true }, orderBy: { key: "asc" } } },
    });
    const aliasesBefore = before.aliases;
    const graph = await loadCompanyGraph(tx);
    const newName = name ?? before.name;
    const newOwnerId = ownerId ?? before.ownerId;
    const owner = requireCompany(graph, "owner", newOwnerId);
    const { key, aliasRows, aliasKeys } = await checkBrandKeys(tx, { brandId: id, name: newName, aliases: aliases ?? aliasesBefore.map(aliasName) });
    await tx.brand.update({
      where: { id },
      data: { name: newName, key, ownerId: newOwnerId, ...adminFacts(sourceNote, now) },
      select: { id: true },
    });
    await tx.brandAlias.deleteMany({ where: { brandId: id, key: { notIn: aliasKeys } } });
    const kept = new Map(aliasesBefore.map((alias) => [alias.key, alias]));
    await tx.brandAlias.createMany({ data: aliasRows.filter((alias) => !kept.has(alias.key)).map((alias) => ({ ...alias, brandId: id })) });
    for (const alias of aliasRows.filter((row) => kept.has(row.key) && kept.get(row.key)?.name !== row.name)) {
      await tx.brandAlias.update({ where: { key: alias.key }, data: { name: alias.name }, select: { key: true } });
    }
    const previousOwner = graph.byId.get(before.ownerId);
    await recordRegistryEdit(tx, admin, {
      brandId: id,
      action: "brand.update",
      summary: summaryOf([
        ...changed("Name", before.name, newName),
        ...changed("Owner", previousOwner ? companyLabel(previousOwner) : `company ${before.ownerId}`, companyLabel(owner)),
        ...aliasChanges(aliasesBefore, aliasRows),
      ]),
      sourceNote,
    });
    return [before.key, ...aliasesBefore.map((alias) => alias.key), key, ...aliasKeys];
  });
  await registryWritten(db, keys);
  return getBrandDetail({ db }, { id });
}
