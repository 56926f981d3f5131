import type { TCertainty, TScannedProduct } from "@productcheck/validators/scanned-product";

import { countryInText } from "@/i18n/countries";
import { resultsMessages } from "@/i18n/messages/results/results-messages";

const { t } = resultsMessages;

type Verdict = Pick<TScannedProduct, "isAmerican" | "certainty">;

const yesNo = (value: boolean) => (value ? "yes" : "no");

/** The verdict as the result card says it, hedged as much as the evidence is weak: "Probably American". */
export function verdictLabel({ isAmerican, certainty }: Verdict): string {
  if (certainty === "unknown") return t("results.verdict.unknown");
  return t("results.verdict.label", { certainty, american: yesNo(isAmerican) });
}

const CERTAINTY_NOTES = {
  confirmed: "results.certainty.confirmed",
  likely: "results.certainty.likely",
  probable: "results.certainty.probable",
  unknown: "results.certainty.unknown",
} as const satisfies Record<TCertainty, string>;

/** One line under the verdict that says how sure it is (docs/origin.md, "isAmerican"). */
export function certaintyNote(certainty: TCertainty): string {
  return t(CERTAINTY_NOTES[certainty]);
}

/** Under the spec's non-US notice when the verdict is not confirmed. */
export function notCertainNote(): string {
  return t("results.nonUs.notCertain");
}

type ReasonFacts = Pick<
  TScannedProduct,
  "isAmerican" | "certainty" | "americanBasis" | "hq_country" | "country" | "registeredIn" | "ownerMatch" | "ownershipChain"
>;

function ownerReason(product: ReasonFacts): string[] {
  const reasons = [t("results.reason.owner", { american: yesNo(product.isAmerican), country: countryInText(product.hq_country ?? "") })];
  const owner = product.ownershipChain[0]?.name;
  if (product.ownerMatch?.by === "company" && owner) {
    reasons.push(t("results.reason.ownerThroughCompany", { company: product.ownerMatch.name, owner }));
  }
  if (product.certainty === "probable") reasons.push(t("results.reason.ownerProbable"));
  if (product.certainty === "likely") reasons.push(t("results.reason.ownerLikely"));
  return reasons;
}

/**
 * Why the verdict is what it is, and how sure, as "Why?" says it: the strongest evidence there was
 * (owner, made in, the barcode's GS1 country, nothing) and what makes it a fact or a guess.
 */
export function americanReason(product: ReasonFacts): string {
  const american = yesNo(product.isAmerican);
  switch (product.americanBasis) {
    case "owner":
      return ownerReason(product).join(" ");
    case "made-in": {
      const reason = t("results.reason.madeIn", { american });
      const doubt =
        product.certainty === "probable" && product.registeredIn
          ? t("results.reason.madeInAgainstBarcode", { country: countryInText(product.registeredIn) })
          : t("results.reason.madeInNotOwner");
      return `${reason} ${doubt}`;
    }
    case "gs1":
      return t("results.reason.gs1", { american, country: countryInText(product.registeredIn ?? "") });
    case "unknown":
      return t("results.reason.unknown");
  }
}
