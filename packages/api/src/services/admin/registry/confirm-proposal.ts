import type { z } from "zod";

import type { TBrandDetail, ZReviewProposalSchema } from "@productcheck/validators/brand-locations";

import { getBrandDetail } from "./get-brand-detail";
import { adminFacts, recordRegistryEdit, type RegistryWriteDeps } from "./registry-audit";
import { companyLabel, loadCompanyGraph } from "./registry-graph";
import { ownershipKeys, registryWritten } from "./registry-written";
import { lockProposal } from "./review-proposal";

/**
 * The admin confirms an AI proposal (docs/admin.md, Brand Locations: AI proposals): the brand and
 * every AI-made company of its chain become the admin's (source `admin`, high confidence, the note).
 * 409 for a brand that is not an AI proposal. One transaction; one log entry per row confirmed.
 */
export async function confirmProposal(
  { db, admin }: RegistryWriteDeps,
  { id, sourceNote, now = new Date() }: z.output<typeof ZReviewProposalSchema> & { now?: Date },
): Promise<TBrandDetail> {
  const keys = await db.$transaction(async (tx) => {
    const brand = await lockProposal(tx, id);
    const graph = await loadCompanyGraph(tx);
    const chain = graph.chainOf(brand.ownerId);
    const proposed = chain.filter((company) => company.source === "ai");
    await tx.brand.update({ where: { id }, data: adminFacts(sourceNote, now), select: { id: true } });
    await recordRegistryEdit(tx, admin, {
      brandId: id,
      action: "brand.confirm",
      summary: `Confirmed the AI's proposal: ${brand.name} → ${chain.map(companyLabel).join(" → ") || "no owner"}`,
      sourceNote,
    });
    for (const company of proposed) {
      await tx.company.update({ where: { id: company.id }, data: adminFacts(sourceNote, now), select: { id: true } });
      await recordRegistryEdit(tx, admin, {
        companyId: company.id,
        action: "company.confirm",
        summary: `Confirmed the AI's proposal: ${companyLabel(company)}`,
        sourceNote,
      });
    }
    // Confirming a company changes the provenance of every brand below it, not only this one.
    return ownershipKeys(tx, { brandIds: [id], companyIds: proposed.map((company) => company.id) });
  });
  await registryWritten(db, keys);
  return getBrandDetail({ db }, { id });
}
