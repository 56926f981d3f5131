import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { madeInLabel } from "@/components/product/made-in-label";
import { countryLabel } from "@/i18n/countries";
import { shareMessages } from "@/i18n/messages/share/share-messages";

/** How the card colours the verdict: American, not American, or no verdict. */
export type VerdictTone = "american" | "not-american" | "unknown";

export interface ShareOwner {
  name: string;
  /** The owner's HQ country code: the flag drawn beside it. */
  country: string;
  countryName: string;
}

/** What a shared verdict says (the card, the share sheet's text and the link), from the result card's facts. */
export interface ShareFacts {
  barcode: string;
  name: string;
  /** The verdict as the result card words it ("Probably American"). */
  verdict: string;
  tone: VerdictTone;
  /** The made-in badge's text ("Made in USA", "Made in Sweden"). */
  madeIn: string;
  /** The made-in country's code: its flag, when there is one. */
  madeInCountry: string | null;
  /** The brand's owners, direct owner first, ultimate parent last. */
  owners: ShareOwner[];
}

type ProductFacts = Pick<TScannedProduct, "barcode" | "name" | "isAmerican" | "certainty" | "country" | "countryName"> & {
  ownershipChain: ShareOwner[];
};

/** A product's share facts, with the verdict worded by the screen that shows it. */
export function shareFactsOf(product: ProductFacts, verdict: string): ShareFacts {
  return {
    barcode: product.barcode,
    name: product.name,
    verdict,
    tone: product.certainty === "unknown" ? "unknown" : product.isAmerican ? "american" : "not-american",
    madeIn: madeInLabel(product.country, product.countryName),
    madeInCountry: product.country,
    owners: product.ownershipChain.map(({ name, country, countryName }) => ({ name, country, countryName })),
  };
}

/** An owner as the card and the page say it: "Owned by Unilever (United Kingdom)", then "part of …". */
export function ownerText({ name, country, countryName }: ShareOwner, index: number): string {
  return shareMessages.t(index === 0 ? "share.ownedBy" : "share.partOf", { name, country: countryLabel(country, countryName) });
}

/** The public verdict page of a barcode: the address a share carries (docs/sharing.md). */
export function publicVerdictPath(barcode: string): string {
  return `/p/${encodeURIComponent(barcode)}`;
}
