import { Button, Center, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";

import type { TAdminStats } from "@productcheck/validators/admin-stats";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { useAdminSuggestionsQuery } from "../api/list-suggestions";
import { useSuggestionActions } from "../hooks/use-suggestion-actions";
import { approvedFilter, countLine, emptyText, type SuggestionTab } from "../utils/suggestion-fields";
import { EditSuggestionDialog } from "./edit-suggestion-dialog";
import { SuggestionCard } from "./suggestion-card";

interface Props {
  stats: TAdminStats | undefined;
  onRefreshStats: () => void;
}

/** Product Suggestions: tabs, refresh, the count line and the suggestions grouped by barcode. Mounted only while open. */
export function SuggestionsSection({ stats, onRefreshStats }: Props) {
  const t = useMessages(adminMessages);
  const [tab, setTab] = useState<SuggestionTab>("pending");
  const approved = approvedFilter(tab);
  const list = useAdminSuggestionsQuery(approved === undefined ? {} : { approved }, true);
  const actions = useSuggestionActions();
  const groups = Object.entries(list.data?.groupedSuggestions ?? {}).filter(([, items]) => items.length > 0);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Tabs value={tab} onChange={(value) => value && setTab(value as SuggestionTab)}>
          <Tabs.List>
            <Tabs.Tab value="pending">{t("admin.suggestions.tab.pending")}</Tabs.Tab>
            <Tabs.Tab value="approved">{t("admin.suggestions.tab.approved")}</Tabs.Tab>
            <Tabs.Tab value="all">{t("admin.suggestions.tab.all")}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={16} />}
          loading={list.isFetching}
          onClick={() => {
            void list.refetch();
            onRefreshStats();
          }}
        >
          {t("admin.suggestions.refresh")}
        </Button>
      </Group>
      {stats ? (
        <Text size="sm" c="dimmed">
          {countLine(stats.pendingSuggestionCount, stats.approvedSuggestionCount)}
        </Text>
      ) : null}
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("admin.suggestions.loading")} />
        </Center>
      ) : list.isError ? (
        <Text c="dimmed" ta="center" py="xl">
          {t("admin.suggestions.failed")}
        </Text>
      ) : groups.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {emptyText(tab)}
        </Text>
      ) : (
        groups.map(([barcode, items]) => (
          <Stack key={barcode} gap="xs" component="section" aria-label={t("admin.suggestions.group", { barcode })}>
            <Title order={5} ff="monospace">
              {barcode}
            </Title>
            {items.map((suggestion) => (
              <SuggestionCard
                key={suggestion.id}
                suggestion={suggestion}
                busy={actions.approvingId === suggestion.id}
                onApprove={() => actions.setApproval(suggestion.id, true)}
                onReject={() => actions.setApproval(suggestion.id, false)}
                onEdit={() => actions.startEdit(suggestion)}
              />
            ))}
          </Stack>
        ))
      )}
      <EditSuggestionDialog
        suggestion={actions.editing}
        opened={actions.dialogOpen}
        saving={actions.saving}
        onCancel={actions.closeEdit}
        onSave={actions.saveEdit}
      />
    </Stack>
  );
}
