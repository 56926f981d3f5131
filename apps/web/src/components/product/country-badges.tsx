import { Badge, Group } from "@mantine/core";

import { countryLabel } from "@/i18n/countries";
import { productMessages } from "@/i18n/messages/product/product-messages";
import { useMessages } from "@/i18n/namespace";

import { countryBadgeColor } from "./country-badge-color";
import { flagSection } from "./flag-image";

interface CountryBadgesProps {
  country: string | null;
  countryName: string;
  /** The English names (they choose the badges' colours) and the codes (for the names in the active language). */
  hqCountry: string | null;
  hqCountryName: string;
  madeInLabel: string;
}

/** The flag badge (where it is made) and the HQ badge (where its owner sits), as product cards show them. */
export function CountryBadges({ country, countryName, hqCountry, hqCountryName, madeInLabel }: CountryBadgesProps) {
  const t = useMessages(productMessages);
  return (
    <Group gap="xs">
      <Badge
        size="lg"
        variant="light"
        tt="none"
        color={countryBadgeColor(countryName)}
        leftSection={flagSection(country)}
      >
        {madeInLabel}
      </Badge>
      <Badge size="lg" variant="outline" tt="none" color={countryBadgeColor(hqCountryName)}>
        {t("product.hq", { country: countryLabel(hqCountry, hqCountryName) })}
      </Badge>
    </Group>
  );
}
