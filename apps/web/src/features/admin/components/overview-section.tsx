import "@mantine/charts/styles.css";

import { AreaChart, BarChart, DonutChart } from "@mantine/charts";
import { Paper, Stack, Text } from "@mantine/core";

import type { TAdminStats } from "@productcheck/validators/admin-stats";

import { countryShares, dayLabel, deviceUsage, scanActivity, suggestionStatus } from "../utils/stats-maths";
import { FigureList } from "./stat-card";

const deviceColors = ["blue.6", "teal.6", "orange.6"] as const;

/** Dashboard Overview: scan activity, suggestion status, device usage, top countries and scans over time. */
export function OverviewSection({ stats }: { stats: TAdminStats }) {
  const activity = scanActivity(stats);
  const suggestions = suggestionStatus(stats);
  const devices = deviceUsage(stats);
  const countries = countryShares(stats);
  const perDay = stats.scansPerDay.map(({ date, count }) => ({ day: dayLabel(date), Scans: count }));

  return (
    <Stack gap="md">
      <FigureList
        title="Scan Activity"
        rows={[
          { label: "Total scans", value: activity.totalScans.toLocaleString("en-US") },
          { label: "Unique products", value: activity.uniqueProducts.toLocaleString("en-US") },
          { label: "Registered users", value: activity.registeredUsers.toLocaleString("en-US") },
          { label: "Saved products", value: activity.savedProducts.toLocaleString("en-US") },
          { label: "Savings rate", value: `${activity.savingsRate}%` },
        ]}
      />
      <FigureList
        title="Suggestion Status"
        rows={[
          { label: "Total suggestions", value: suggestions.total.toLocaleString("en-US") },
          { label: "Pending review", value: suggestions.pending.toLocaleString("en-US") },
          { label: "Approved", value: suggestions.approved.toLocaleString("en-US") },
          { label: "Approval rate", value: `${suggestions.approvalRate}%` },
        ]}
      />
      <Paper withBorder p="md" radius="md" component="section" aria-label="Device Usage">
        <Text fw={600} mb="xs">
          Device Usage
        </Text>
        {activity.totalScans > 0 ? (
          <DonutChart
            mx="auto"
            size={140}
            thickness={24}
            withTooltip={false}
            chartLabel={activity.totalScans}
            data={devices.map(({ label, count }, index) => ({ name: label, value: count, color: deviceColors[index] ?? "gray.6" }))}
          />
        ) : null}
        <Stack gap={2} mt="xs">
          {devices.map(({ label, count, percent }, index) => (
            <Text key={label} size="sm" style={{ display: "flex", justifyContent: "space-between" }}>
              <span>
                <span
                  aria-hidden
                  style={{
                    display: "inline-block",
                    width: 10,
                    height: 10,
                    borderRadius: 5,
                    marginRight: 6,
                    background: `var(--mantine-color-${(deviceColors[index] ?? "gray.6").replace(".", "-")})`,
                  }}
                />
                {label}
              </span>
              <span>
                {count} ({percent}%)
              </span>
            </Text>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Top Scanned Countries">
        <Text fw={600} mb="xs">
          Top Scanned Countries
        </Text>
        {countries.length === 0 ? (
          <Text size="sm" c="dimmed">
            No scans yet
          </Text>
        ) : (
          <>
            <BarChart
              h={Math.max(120, countries.length * 32)}
              data={countries.map(({ label, count }) => ({ country: label, Scans: count }))}
              dataKey="country"
              orientation="vertical"
              yAxisProps={{ width: 90 }}
              series={[{ name: "Scans", color: "blue.6" }]}
              gridAxis="none"
            />
            <Stack gap={2} mt="xs">
              {countries.map(({ label, count, percent }) => (
                <Text key={label} size="sm" style={{ display: "flex", justifyContent: "space-between" }}>
                  <span>{label}</span>
                  <span>
                    {count} ({percent}%)
                  </span>
                </Text>
              ))}
            </Stack>
          </>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Scans Over Time">
        <Text fw={600} mb="xs">
          Scans Over Time
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          Last 30 days (UTC)
        </Text>
        <AreaChart
          h={180}
          data={perDay}
          dataKey="day"
          series={[{ name: "Scans", color: "blue.6" }]}
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
