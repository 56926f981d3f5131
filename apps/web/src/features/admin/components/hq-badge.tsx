import { Badge, Image } from "@mantine/core";

import { countryName } from "@productcheck/domain/countries";
import { flagUrl } from "@productcheck/validators/flag-url";

import { countryBadgeColor } from "@/components/product/country-badge-color";

/** A company's HQ: its flag and country name, coloured as the product cards colour countries. */
export function HqBadge({ country, prefix = "" }: { country: string; prefix?: string }) {
  const name = countryName(country);
  const flag = flagUrl(country);
  return (
    <Badge
      variant="light"
      tt="none"
      color={countryBadgeColor(name)}
      leftSection={flag ? <Image src={flag} w={16} alt="" /> : undefined}
    >
      {prefix}
      {name}
    </Badge>
  );
}
