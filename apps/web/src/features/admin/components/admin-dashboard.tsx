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

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { useAdminStatsQuery } from "../api/get-admin-stats";
import { BrandLocationsSection } from "./brand-locations-section";
import { CountCards } from "./count-cards";
import { OverviewSection } from "./overview-section";
import { SuggestionsSection } from "./suggestions-section";
import { UsageStatisticsSection } from "./usage-statistics-section";

const sections = [
  { id: "overview", icon: IconLayoutDashboard },
  { id: "suggestions", icon: IconMessage2 },
  { id: "usage", icon: IconChartBar },
  { id: "brandLocations", icon: IconMapPin },
] as const;

type Section = (typeof sections)[number]["id"];

/** /admin (docs/product.md, Screens: Admin): the section menu, the four count cards and the open section. */
export function AdminDashboard() {
  const t = useMessages(adminMessages);
  const [active, setActive] = useState<Section>(sections[0].id);
  const stats = useAdminStatsQuery();

  const needsStats = active === "overview" || active === "usage";
  const statsBody = stats.isPending ? (
    <Center py="xl">
      <Loader aria-label={t("admin.stats.loading")} />
    </Center>
  ) : stats.isError ? (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Text c="dimmed">{t("admin.stats.failed")}</Text>
      <Button variant="light" onClick={() => void stats.refetch()}>
        {t("admin.tryAgain")}
      </Button>
    </Stack>
  ) : null;

  return (
    <Stack gap="md" p="md">
      <Title order={2}>{t("admin.title")}</Title>
      <nav aria-label={t("admin.sections")}>
        <Stack gap={2}>
          {sections.map(({ id, icon: Icon }) => (
            <NavLink
              key={id}
              component="button"
              type="button"
              label={t(`admin.section.${id}`)}
              leftSection={<Icon size={18} />}
              active={id === active}
              aria-current={id === active ? "page" : undefined}
              onClick={() => setActive(id)}
            />
          ))}
        </Stack>
      </nav>
      <CountCards stats={stats.data} />
      <Title order={3}>{t(`admin.section.${active}`)}</Title>
      {needsStats && statsBody}
      {active === "overview" && stats.data ? <OverviewSection stats={stats.data} /> : null}
      {active === "usage" && stats.data ? <UsageStatisticsSection stats={stats.data} /> : null}
      {active === "suggestions" ? (
        <SuggestionsSection stats={stats.data} onRefreshStats={() => void stats.refetch()} />
      ) : null}
      {active === "brandLocations" ? <BrandLocationsSection /> : null}
    </Stack>
  );
}
