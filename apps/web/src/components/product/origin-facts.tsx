import { Text } from "@mantine/core";
import type { ReactNode } from "react";

import { productMessages } from "@/i18n/messages/product/product-messages";
import { useMessages } from "@/i18n/namespace";

import { CountryBadges } from "./country-badges";
import { madeInLabel } from "./made-in-label";

interface OriginFactsProps {
  product: {
    country: string | null;
    countryName: string;
    hq_country: string | null;
    hqCountryName: string;
    barcode: string;
    brandExplanation: string;
  };
  /** A small note under the EAN (the result screen's "a code of this retailer"). */
  barcodeNote?: ReactNode;
}

/** What every product card says about origin: the made-in and HQ badges, the EAN and the brand explanation. */
export function OriginFacts({ product, barcodeNote }: OriginFactsProps) {
  const t = useMessages(productMessages);
  return (
    <>
      <CountryBadges
        country={product.country}
        countryName={product.countryName}
        hqCountry={product.hq_country}
        hqCountryName={product.hqCountryName}
        madeInLabel={madeInLabel(product.country, product.countryName)}
      />
      <Text size="sm" ff="monospace">
        {t("product.ean", { barcode: product.barcode })}
      </Text>
      {barcodeNote}
      {product.brandExplanation && <Text size="sm">{product.brandExplanation}</Text>}
    </>
  );
}
