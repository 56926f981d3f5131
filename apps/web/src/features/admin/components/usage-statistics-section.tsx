import { Badge, Paper, Stack, Table, Text } from "@mantine/core";

import type { TAdminStats } from "@productcheck/validators/admin-stats";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { countryText } from "../utils/registry-text";
import { countText, oneDecimalText, percentText } from "../utils/stats-format";
import { countryShares, userEngagement } from "../utils/stats-maths";
import { FigureList } from "./stat-card";

/** Usage Statistics: the most scanned products, user engagement and a country analysis. */
export function UsageStatisticsSection({ stats }: { stats: TAdminStats }) {
  const t = useMessages(adminMessages);
  const engagement = userEngagement(stats);
  const countries = countryShares(stats);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-label={t("admin.usage.mostScanned")}>
        <Text fw={600} mb="xs">
          {t("admin.usage.mostScanned")}
        </Text>
        {stats.mostScannedProducts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("admin.noScans")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped fz="sm" aria-label={t("admin.usage.mostScannedTable")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("admin.usage.column.product")}</Table.Th>
                  <Table.Th>{t("admin.usage.column.barcode")}</Table.Th>
                  <Table.Th>{t("admin.usage.column.country")}</Table.Th>
                  <Table.Th>{t("admin.usage.column.type")}</Table.Th>
                  <Table.Th ta="right">{t("admin.usage.column.scans")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stats.mostScannedProducts.map((product) => (
                  <Table.Tr key={product.barcode}>
                    <Table.Td>{product.name}</Table.Td>
                    <Table.Td ff="monospace">{product.barcode}</Table.Td>
                    <Table.Td>{countryText(product.country)}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={product.isAmerican ? "red" : "green"}>
                        {t(product.isAmerican ? "admin.usage.type.usa" : "admin.usage.type.nonUsa")}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{countText(product.count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <FigureList
        title={t("admin.usage.engagement")}
        rows={[
          { label: t("admin.usage.averageScans"), value: oneDecimalText(engagement.averageScansPerUser) },
          { label: t("admin.usage.saveRate"), value: percentText(engagement.saveRate) },
          { label: t("admin.usage.suggestionRate"), value: percentText(engagement.userSuggestionRate) },
        ]}
      />
      <FigureList
        title={t("admin.usage.countryAnalysis")}
        rows={
          countries.length === 0
            ? [{ label: t("admin.noScans"), value: "" }]
            : countries.map(({ key, count, percent }) => ({
                label: countryText(key),
                value: t("admin.usage.countryScans", { count, percent: percentText(percent) }),
              }))
        }
      />
    </Stack>
  );
}
