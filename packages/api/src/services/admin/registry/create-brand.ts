import type { z } from "zod";

import type { TBrandDetail, ZCreateBrandSchema } from "@productcheck/validators/brand-locations";

import { getBrandDetail } from "./get-brand-detail";
import { adminFacts, recordRegistryEdit, type RegistryWriteDeps } from "./registry-audit";
import { companyLabel, loadCompanyGraph } from "./registry-graph";
import { aliasName, checkBrandKeys, requireCompany } from "./registry-rules";
import { registryWritten } from "./registry-written";

/**
 * Adds a brand with its owner and aliases (docs/admin.md, Brand Locations): the owner must exist, and
 * neither the name nor an alias may be another brand's name or alias. One transaction, logged; the
 * brand's products resolve to the new owner from the next view on.
 */
export async function createBrand(
  { db, admin }: RegistryWriteDeps,
  { name, ownerId, aliases, sourceNote, now = new Date() }: z.output<typeof ZCreateBrandSchema> & { now?: Date },
): Promise<TBrandDetail> {
  const { id, keys } = await db.$transaction(async (tx) => {
    const owner = requireCompany(await loadCompanyGraph(tx), "owner", ownerId);
    const { key, aliasRows, aliasKeys } = await checkBrandKeys(tx, { brandId: null, name, aliases });
    const created = await tx.brand.create({
      data: { name, key, ownerId, ...adminFacts(sourceNote, now), aliases: { create: aliasRows } },
      select: { id: true },
    });
    await recordRegistryEdit(tx, admin, {
      brandId: created.id,
      action: "brand.create",
      summary: `Created ${name}: owner ${companyLabel(owner)}${aliasKeys.length > 0 ? `; aliases: ${aliasRows.map(aliasName).join(", ")}` : ""}`,
      sourceNote,
    });
    return { id: created.id, keys: [key, ...aliasKeys] };
  });
  await registryWritten(db, keys);
  return getBrandDetail({ db }, { id });
}
