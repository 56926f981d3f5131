import { Badge } from "@mantine/core";

import { countryName } from "@productcheck/domain/countries";

import { countryBadgeColor } from "@/components/product/country-badge-color";
import { flagSection } from "@/components/product/flag-image";
import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { countryText } from "../utils/registry-text";

/** A company's HQ ("HQ: Sweden"): its flag and country name, coloured as the product cards colour countries. */
export function HqBadge({ country }: { country: string }) {
  const t = useMessages(adminMessages);
  return (
    <Badge variant="light" tt="none" color={countryBadgeColor(countryName(country))} leftSection={flagSection(country, 16)}>
      {t("admin.hq", { country: countryText(country) })}
    </Badge>
  );
}
