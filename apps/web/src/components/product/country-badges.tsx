import { Badge, Group, Image } from "@mantine/core";

import { flagUrl } from "@productcheck/validators/flag-url";

import { countryBadgeColor } from "./country-badge-color";

interface CountryBadgesProps {
  country: string | null;
  countryName: string;
  hqCountryName: string;
  madeInLabel: string;
}

/** The flag badge (where it is made) and the HQ badge (where its owner sits), as product cards show them. */
export function CountryBadges({ country, countryName, hqCountryName, madeInLabel }: CountryBadgesProps) {
  const flag = flagUrl(country);
  return (
    <Group gap="xs">
      <Badge
        size="lg"
        variant="light"
        tt="none"
        color={countryBadgeColor(countryName)}
        leftSection={flag ? <Image src={flag} width={20} height={15} w={20} h={15} fit="contain" alt="" /> : undefined}
      >
        {madeInLabel}
      </Badge>
      <Badge size="lg" variant="outline" tt="none" color={countryBadgeColor(hqCountryName)}>
        HQ: {hqCountryName}
      </Badge>
    </Group>
  );
}
