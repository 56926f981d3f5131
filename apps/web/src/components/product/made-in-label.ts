import { countryLabel } from "@/i18n/countries";
import { productMessages } from "@/i18n/messages/product/product-messages";

/** The flag badge's text (docs/product.md, Screens): 'Made in USA', or 'Made in' plus the country name. */
export function madeInLabel(country: string | null, countryName: string): string {
  return country === "US" ? productMessages.t("product.madeInUsa") : productMessages.t("product.madeIn", { country: countryLabel(country, countryName) });
}
