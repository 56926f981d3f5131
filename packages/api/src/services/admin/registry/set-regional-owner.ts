import type { z } from "zod";

import type { TBrandDetail, ZSetRegionalOwnerSchema } from "@productcheck/validators/brand-locations";

import { AppError } from "../../shared/app-error";
import { getBrandDetail } from "./get-brand-detail";
import { recordRegistryEdit, type RegistryWriteDeps } from "./registry-audit";
import { companyLabel, loadCompanyGraph } from "./registry-graph";
import { lockBrand, requireCompany } from "./registry-rules";
import { ownershipKeys, registryWritten } from "./registry-written";

export const noRegionalOwnerMessage = (brand: string, region: string) => `${brand} has no regional owner in ${region} to remove`;

/**
 * Gives a brand another owner in one market region, limited to some categories or not, or removes it
 * (`ownerId: null`) (docs/admin.md, Brand Locations). The regional owner belongs to the brand's entry:
 * the brand's `editedAt` is set, so the registry sync leaves both alone. One transaction, logged.
 */
export async function setRegionalOwner(
  { db, admin }: RegistryWriteDeps,
  { id, region, ownerId, categories, sourceNote, now = new Date() }: z.output<typeof ZSetRegionalOwnerSchema> & { now?: Date },
): Promise<TBrandDetail> {
  const keys = await db.$transaction(async (tx) => {
    await lockBrand(tx, id);
    const graph = await loadCompanyGraph(tx);
    const [brand, existing] = await Promise.all([
      tx.brand.findUniqueOrThrow({ where: { id }, select: { name: true } }),
      tx.brandRegionalOwner.findUnique({ where: { brandId_region: { brandId: id, region } }, select: { ownerId: true, categories: true } }),
    ]);
    const describe = (owner: { ownerId: number; categories: readonly string[] } | null) => {
      if (!owner) return "none";
      const company = graph.byId.get(owner.ownerId);
      const label = company ? companyLabel(company) : `company ${owner.ownerId}`;
      return owner.categories.length > 0 ? `${label} for ${owner.categories.join(", ")}` : label;
    };
    const wanted = ownerId === null ? null : { ownerId: requireCompany(graph, "owner", ownerId).id, categories: [...new Set(categories)] };
    if (wanted === null) {
      if (!existing) throw new AppError("INVALID", noRegionalOwnerMessage(brand.name, region));
      await tx.brandRegionalOwner.delete({ where: { brandId_region: { brandId: id, region } }, select: { id: true } });
    } else {
      const data = { ...wanted, sourceNote, confidence: "high" as const };
      await tx.brandRegionalOwner.upsert({
        where: { brandId_region: { brandId: id, region } },
        create: { brandId: id, region, ...data },
        update: data,
        select: { id: true },
      });
    }
    await tx.brand.update({ where: { id }, data: { editedAt: now }, select: { id: true } });
    await recordRegistryEdit(tx, admin, {
      brandId: id,
      action: "brand.regional-owner",
      summary: `Owner in ${region}: ${describe(existing)} → ${describe(wanted)}`,
      sourceNote,
    });
    return ownershipKeys(tx, { brandIds: [id] });
  });
  await registryWritten(db, keys);
  return getBrandDetail({ db }, { id });
}
