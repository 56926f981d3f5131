import { Badge, Group } from "@mantine/core";

import { countryBadgeColor } from "./country-badge-color";
import { flagSection } from "./flag-image";

interface CountryBadgesProps {
  country: string | null;
  countryName: string;
  hqCountryName: string;
  madeInLabel: string;
}

/** The flag badge (where it is made) and the HQ badge (where its owner sits), as product cards show them. */
export function CountryBadges({ country, countryName, hqCountryName, madeInLabel }: CountryBadgesProps) {
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
        HQ: {hqCountryName}
      </Badge>
    </Group>
  );
}
