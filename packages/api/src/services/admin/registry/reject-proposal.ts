import type { z } from "zod";

import type { TRejectProposalResponse, ZReviewProposalSchema } from "@productcheck/validators/brand-locations";

import { recordRegistryEdit, type RegistryWriteDeps } from "./registry-audit";
import { companyLabel, loadCompanyGraph, type Tx } from "./registry-graph";
import { ownershipKeys, registryWritten } from "./registry-written";
import { lockProposal } from "./review-proposal";

/** Whether a brand, a regional owner or a subsidiary still names the company. */
async function isNamed(tx: Tx, companyId: number): Promise<boolean> {
  const [brands, regional, children] = await Promise.all([
    tx.brand.count({ where: { ownerId: companyId } }),
    tx.brandRegionalOwner.count({ where: { ownerId: companyId } }),
    tx.company.count({ where: { parentId: companyId } }),
  ]);
  return brands + regional + children > 0;
}

/**
 * The admin rejects an AI proposal (docs/admin.md, Brand Locations: AI proposals): the brand row goes
 * (its products are unknown again), so do the AI-made companies of its chain that nothing names any
 * more, and the brand key's `BrandProposal` outcome becomes `rejected`, so the AI is not asked about
 * it again. 409 for a brand that is not an AI proposal. One transaction, logged.
 */
export async function rejectProposal(
  { db, admin }: RegistryWriteDeps,
  { id, sourceNote, now = new Date() }: z.output<typeof ZReviewProposalSchema> & { now?: Date },
): Promise<TRejectProposalResponse> {
  const { removedCompanies, keys, brand } = await db.$transaction(async (tx) => {
    const proposal = await lockProposal(tx, id);
    const keysBefore = await ownershipKeys(tx, { brandIds: [id] });
    const graph = await loadCompanyGraph(tx);
    const chain = graph.chainOf(proposal.ownerId);
    await tx.brand.delete({ where: { id }, select: { id: true } });
    const removed: string[] = [];
    // Direct owner first: a parent can only be unnamed once its AI-made subsidiary is gone.
    for (const company of chain) {
      if (company.source !== "ai" || (await isNamed(tx, company.id))) break;
      await tx.company.delete({ where: { id: company.id }, select: { id: true } });
      removed.push(company.name);
    }
    const outcome = { outcome: "rejected", checkedAt: now };
    await tx.brandProposal.upsert({
      where: { brandKey: proposal.key },
      create: { brandKey: proposal.key, ...outcome },
      update: outcome,
      select: { brandKey: true },
    });
    await recordRegistryEdit(tx, admin, {
      brandId: id,
      action: "brand.reject",
      summary:
        `Rejected the AI's proposal: ${proposal.name} → ${chain.map(companyLabel).join(" → ") || "no owner"}` +
        (removed.length > 0 ? `; removed ${removed.join(", ")}` : ""),
      sourceNote,
    });
    return { removedCompanies: removed, keys: keysBefore, brand: proposal.name };
  });
  await registryWritten(db, keys);
  return { brandId: id, brand, removedCompanies };
}
