import { Badge } from "@mantine/core";

import { countryName } from "@productcheck/domain/countries";

import { countryBadgeColor } from "@/components/product/country-badge-color";
import { flagSection } from "@/components/product/flag-image";

/** A company's HQ: its flag and country name, coloured as the product cards colour countries. */
export function HqBadge({ country, prefix = "" }: { country: string; prefix?: string }) {
  const name = countryName(country);
  return (
    <Badge
      variant="light"
      tt="none"
      color={countryBadgeColor(name)}
      leftSection={flagSection(country, 16)}
    >
      {prefix}
      {name}
    </Badge>
  );
}
