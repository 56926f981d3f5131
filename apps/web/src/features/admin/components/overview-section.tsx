import "@mantine/charts/styles.css";

import { AreaChart, BarChart, DonutChart } from "@mantine/charts";
import { Paper, Stack, Text } from "@mantine/core";

import type { TAdminStats } from "@productcheck/validators/admin-stats";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { countryText } from "../utils/registry-text";
import { countText, dayLabel, percentText } from "../utils/stats-format";
import { countryShares, deviceUsage, scanActivity, suggestionStatus, type Share } from "../utils/stats-maths";
import { FigureList } from "./stat-card";

const deviceColors = ["blue.6", "teal.6", "orange.6"] as const;

/** A share's line: its label (a device class, a country), then "12 (34%)". */
function ShareLine({ share, marker }: { share: Share<string> & { label: string }; marker?: string }) {
  const t = useMessages(adminMessages);
  return (
    <Text size="sm" style={{ display: "flex", justifyContent: "space-between" }}>
      <span>
        {marker ? (
          <span
            aria-hidden
            style={{
              display: "inline-block",
              width: 10,
              height: 10,
              borderRadius: 5,
              marginRight: 6,
              background: `var(--mantine-color-${marker.replace(".", "-")})`,
            }}
          />
        ) : null}
        {share.label}
      </span>
      <span>{t("admin.overview.share", { count: countText(share.count), percent: percentText(share.percent) })}</span>
    </Text>
  );
}

/** Dashboard Overview: scan activity, suggestion status, device usage, top countries and scans over time. */
export function OverviewSection({ stats }: { stats: TAdminStats }) {
  const t = useMessages(adminMessages);
  const activity = scanActivity(stats);
  const suggestions = suggestionStatus(stats);
  const devices = deviceUsage(stats).map((share) => ({ ...share, label: t(`admin.device.${share.key}`) }));
  const countries = countryShares(stats).map((share) => ({ ...share, label: countryText(share.key) }));
  const scans = t("admin.chart.scans");
  const perDay = stats.scansPerDay.map(({ date, count }) => ({ day: dayLabel(date), scans: count }));
  const scanSeries = [{ name: "scans", label: scans, color: "blue.6" }];

  return (
    <Stack gap="md">
      <FigureList
        title={t("admin.overview.scanActivity")}
        rows={[
          { label: t("admin.overview.totalScans"), value: countText(activity.totalScans) },
          { label: t("admin.overview.uniqueProducts"), value: countText(activity.uniqueProducts) },
          { label: t("admin.overview.registeredUsers"), value: countText(activity.registeredUsers) },
          { label: t("admin.overview.savedProducts"), value: countText(activity.savedProducts) },
          { label: t("admin.overview.savingsRate"), value: percentText(activity.savingsRate) },
        ]}
      />
      <FigureList
        title={t("admin.overview.suggestionStatus")}
        rows={[
          { label: t("admin.overview.totalSuggestions"), value: countText(suggestions.total) },
          { label: t("admin.overview.pendingReview"), value: countText(suggestions.pending) },
          { label: t("admin.overview.approved"), value: countText(suggestions.approved) },
          { label: t("admin.overview.approvalRate"), value: percentText(suggestions.approvalRate) },
        ]}
      />
      <Paper withBorder p="md" radius="md" component="section" aria-label={t("admin.overview.deviceUsage")}>
        <Text fw={600} mb="xs">
          {t("admin.overview.deviceUsage")}
        </Text>
        {activity.totalScans > 0 ? (
          <DonutChart
            mx="auto"
            size={140}
            thickness={24}
            withTooltip={false}
            chartLabel={countText(activity.totalScans)}
            valueFormatter={countText}
            data={devices.map(({ label, count }, index) => ({ name: label, value: count, color: deviceColors[index] ?? "gray.6" }))}
          />
        ) : null}
        <Stack gap={2} mt="xs">
          {devices.map((share, index) => (
            <ShareLine key={share.key} share={share} marker={deviceColors[index] ?? "gray.6"} />
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t("admin.overview.topCountries")}>
        <Text fw={600} mb="xs">
          {t("admin.overview.topCountries")}
        </Text>
        {countries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("admin.noScans")}
          </Text>
        ) : (
          <>
            <BarChart
              h={Math.max(120, countries.length * 32)}
              data={countries.map(({ label, count }) => ({ country: label, scans: count }))}
              dataKey="country"
              orientation="vertical"
              xAxisProps={{ allowDecimals: false }}
              yAxisProps={{ width: 90 }}
              series={scanSeries}
              valueFormatter={countText}
              gridAxis="none"
            />
            <Stack gap={2} mt="xs">
              {countries.map((share) => (
                <ShareLine key={share.key} share={share} />
              ))}
            </Stack>
          </>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t("admin.overview.scansOverTime")}>
        <Text fw={600} mb="xs">
          {t("admin.overview.scansOverTime")}
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          {t("admin.overview.last30Days")}
        </Text>
        <AreaChart
          h={180}
          data={perDay}
          dataKey="day"
          series={scanSeries}
          valueFormatter={countText}
          curveType="monotone"
          withDots={false}
          tickLine="none"
          gridAxis="y"
          yAxisProps={{ width: 30, allowDecimals: false }}
        />
      </Paper>
    </Stack>
  );
}
