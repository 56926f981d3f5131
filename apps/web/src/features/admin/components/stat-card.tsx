import { Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One labelled figure: a count card, or a line of a section's figures. */
export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** A titled panel holding a list of label / value rows. */
export function FigureList({ title, rows }: { title: string; rows: { label: string; value: ReactNode }[] }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Text fw={600} mb="xs">
        {title}
      </Text>
      <dl style={{ margin: 0 }}>
        {rows.map(({ label, value }) => (
          <div key={label} style={{ display: "flex", justifyContent: "space-between", gap: 8, padding: "2px 0" }}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {value}
            </Text>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
