import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Button, Center, Loader, NavLink, Stack, Text, Title } from "@mantine/core";
import { IconChartBar, IconLayoutDashboard, IconMapPin, IconMessage2 } from "@tabler/icons-react";
import { useState } from "react";

import { useAdminStatsQuery } from "../api/get-admin-stats";
import { BrandLocationsSection } from "./brand-locations-section";
import { CountCards } from "./count-cards";
import { OverviewSection } from "./overview-section";
import { SuggestionsSection } from "./suggestions-section";
import { UsageStatisticsSection } from "./usage-statistics-section";

const sections = [
  { label: "Dashboard Overview", icon: IconLayoutDashboard },
  { label: "Product Suggestions", icon: IconMessage2 },
  { label: "Usage Statistics", icon: IconChartBar },
  { label: "Brand Locations", icon: IconMapPin },
] as const;

type SectionLabel = (typeof sections)[number]["label"];

/** /admin (docs/product.md, Screens: Admin): the section menu, the four count cards and the open section. */
export function AdminDashboard() {
  const [active, setActive] = useState<SectionLabel>(sections[0].label);
  const stats = useAdminStatsQuery();

  const needsStats = active === "Dashboard Overview" || active === "Usage Statistics";
  const statsBody = stats.isPending ? (
    <Center py="xl">
      <Loader aria-label="Loading statistics" />
    </Center>
  ) : stats.isError ? (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Text c="dimmed">The statistics could not be loaded.</Text>
      <Button variant="light" onClick={() => void stats.refetch()}>
        Try again
      </Button>
    </Stack>
  ) : null;

  return (
    <Stack gap="md" p="md">
      <Title order={2}>Admin Dashboard</Title>
      <nav aria-label="Admin sections">
        <Stack gap={2}>
          {sections.map(({ label, icon: Icon }) => (
            <NavLink
              key={label}
              component="button"
              type="button"
              label={label}
              leftSection={<Icon size={18} />}
              active={label === active}
              aria-current={label === active ? "page" : undefined}
              onClick={() => setActive(label)}
            />
          ))}
        </Stack>
      </nav>
      <CountCards stats={stats.data} />
      <Title order={3}>{active}</Title>
      {needsStats && statsBody}
      {active === "Dashboard Overview" && stats.data ? <OverviewSection stats={stats.data} /> : null}
      {active === "Usage Statistics" && stats.data ? <UsageStatisticsSection stats={stats.data} /> : null}
      {active === "Product Suggestions" ? (
        <SuggestionsSection stats={stats.data} onRefreshStats={() => void stats.refetch()} />
      ) : null}
      {active === "Brand Locations" ? <BrandLocationsSection /> : null}
    </Stack>
  );
}
