import { Text } from "@mantine/core";

import { CountryBadges } from "./country-badges";
import { madeInLabel } from "./made-in-label";

interface OriginFactsProps {
  product: {
    country: string | null;
    countryName: string;
    hqCountryName: string;
    barcode: string;
    brandExplanation: string;
  };
}

/** What every product card says about origin: the made-in and HQ badges, the EAN and the brand explanation. */
export function OriginFacts({ product }: OriginFactsProps) {
  return (
    <>
      <CountryBadges
        country={product.country}
        countryName={product.countryName}
        hqCountryName={product.hqCountryName}
        madeInLabel={madeInLabel(product.country, product.countryName)}
      />
      <Text size="sm" ff="monospace">
        EAN: {product.barcode}
      </Text>
      {product.brandExplanation && <Text size="sm">{product.brandExplanation}</Text>}
    </>
  );
}
