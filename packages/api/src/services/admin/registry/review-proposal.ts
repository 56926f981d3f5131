import { AppError } from "../../shared/app-error";
import type { Tx } from "./registry-graph";
import { lockBrand } from "./registry-rules";

export const notAProposalMessage = (brand: string, source: string) =>
  `${brand} is not an AI proposal (its source is ${source}); edit it instead`;

/** Locks the brand an admin reviews; 404 when there is none, 409 when it is not an AI proposal. */
export async function lockProposal(tx: Tx, id: number) {
  await lockBrand(tx, id);
  const brand = await tx.brand.findUniqueOrThrow({ where: { id }, select: { id: true, name: true, key: true, ownerId: true, source: true } });
  if (brand.source !== "ai") throw new AppError("CONFLICT", notAProposalMessage(brand.name, brand.source));
  return brand;
}
