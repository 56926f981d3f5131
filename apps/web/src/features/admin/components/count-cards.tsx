import { SimpleGrid } from "@mantine/core";

import type { TAdminStats } from "@productcheck/validators/admin-stats";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { countText } from "../utils/stats-format";
import { StatCard } from "./stat-card";

/** The four count cards shown above every section. */
export function CountCards({ stats }: { stats: TAdminStats | undefined }) {
  const t = useMessages(adminMessages);
  const show = (value: number | undefined) => (value === undefined ? "–" : countText(value));
  return (
    <SimpleGrid cols={2} spacing="xs">
      <StatCard label={t("admin.count.users")} value={show(stats?.userCount)} />
      <StatCard label={t("admin.count.products")} value={show(stats?.productCount)} />
      <StatCard label={t("admin.count.scans")} value={show(stats?.scannedProductCount)} />
      <StatCard label={t("admin.count.saved")} value={show(stats?.savedProductsCount)} />
    </SimpleGrid>
  );
}
