import { SimpleGrid } from "@mantine/core";

import type { TAdminStats } from "@productcheck/validators/admin-stats";

import { StatCard } from "./stat-card";

/** The four count cards shown above every section. */
export function CountCards({ stats }: { stats: TAdminStats | undefined }) {
  const show = (value: number | undefined) => (value === undefined ? "–" : value.toLocaleString("en-US"));
  return (
    <SimpleGrid cols={2} spacing="xs">
      <StatCard label="Total Users" value={show(stats?.userCount)} />
      <StatCard label="Total Products" value={show(stats?.productCount)} />
      <StatCard label="Total Scans" value={show(stats?.scannedProductCount)} />
      <StatCard label="Saved Products" value={show(stats?.savedProductsCount)} />
    </SimpleGrid>
  );
}
