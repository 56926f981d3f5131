import { Badge, Paper, Stack, Table, Text } from "@mantine/core";

import { countryName } from "@productcheck/domain/countries";
import type { TAdminStats } from "@productcheck/validators/admin-stats";

import { countryShares, productType, userEngagement } from "../utils/stats-maths";
import { FigureList } from "./stat-card";

/** Usage Statistics: the most scanned products, user engagement and a country analysis. */
export function UsageStatisticsSection({ stats }: { stats: TAdminStats }) {
  const engagement = userEngagement(stats);
  const countries = countryShares(stats);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-label="Most Scanned Products">
        <Text fw={600} mb="xs">
          Most Scanned Products
        </Text>
        {stats.mostScannedProducts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No scans yet
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped fz="sm" aria-label="Most scanned products">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Barcode</Table.Th>
                  <Table.Th>Country</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th ta="right">Scans</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stats.mostScannedProducts.map((product) => (
                  <Table.Tr key={product.barcode}>
                    <Table.Td>{product.name}</Table.Td>
                    <Table.Td ff="monospace">{product.barcode}</Table.Td>
                    <Table.Td>{countryName(product.country)}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={product.isAmerican ? "red" : "green"}>
                        {productType(product.isAmerican)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{product.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <FigureList
        title="User Engagement"
        rows={[
          { label: "Average scans per user", value: engagement.averageScansPerUser.toFixed(1) },
          { label: "Save rate", value: `${engagement.saveRate}%` },
          { label: "User suggestion rate", value: `${engagement.userSuggestionRate}%` },
        ]}
      />
      <FigureList
        title="Country Analysis"
        rows={
          countries.length === 0
            ? [{ label: "No scans yet", value: "" }]
            : countries.map(({ label, count, percent }) => ({ label, value: `${count.toLocaleString("en-US")} ${count === 1 ? "scan" : "scans"} · ${percent}%` }))
        }
      />
    </Stack>
  );
}
