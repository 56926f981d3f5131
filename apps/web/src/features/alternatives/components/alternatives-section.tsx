import { Anchor, Badge, Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconRefresh, IconSparkles } from "@tabler/icons-react";
import { useDeferredValue, type ReactNode } from "react";

import type { TAlternativesResponse } from "@productcheck/validators/alternatives";

import { useAuth } from "@/features/auth/hooks/use-auth";
import { alternativesMessages } from "@/i18n/messages/alternatives/alternatives-messages";
import { useMessages } from "@/i18n/namespace";

import { useAlternatives } from "../hooks/use-alternatives";
import { paymentPanelKind } from "../utils/refetch-rule";
import { AlternativeCard } from "./alternative-card";
import { PaymentPanel } from "./payment-panel";

function NoAlternatives() {
  const t = useMessages(alternativesMessages);
  return (
    <Stack align="center" gap={4} py="md" ta="center">
      <Text fw={600}>{t("alternatives.none.title")}</Text>
      <Text size="sm" c="dimmed">
        {t("alternatives.none.text")}
      </Text>
    </Stack>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(alternativesMessages);
  return (
    <Stack align="center" gap="xs" py="md">
      <Text size="sm" c="dimmed">
        {t("alternatives.loadFailed")}
      </Text>
      <Button variant="light" size="xs" onClick={onRetry}>
        {t("alternatives.tryAgain")}
      </Button>
    </Stack>
  );
}

interface AlternativesListProps {
  data: TAlternativesResponse;
  canRefresh: boolean;
  refresh: () => void;
  refreshing: boolean;
}

function AlternativesList({ data, canRefresh, refresh, refreshing }: AlternativesListProps) {
  const t = useMessages(alternativesMessages);
  return (
    <Stack gap="sm" component="section" aria-labelledby="alternatives-title">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" id="alternatives-title">
          {t("alternatives.title")}
        </Title>
        {data.aiAnalysed && (
          <Badge variant="light" color="violet" tt="none" leftSection={<IconSparkles size={14} />}>
            {t("alternatives.aiAnalysed")}
          </Badge>
        )}
      </Group>
      {data.charged && (
        <Text size="xs" c="dimmed">
          {t("alternatives.charged")}
        </Text>
      )}
      {data.alternatives.length === 0 ? (
        <NoAlternatives />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("alternatives.listLabel")}>
          {data.alternatives.map((alternative) => (
            <AlternativeCard key={alternative.id} alternative={alternative} />
          ))}
        </Stack>
      )}
      {canRefresh && (
        <Group justify="center" gap={6}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={refresh}
            disabled={refreshing}
            aria-busy={refreshing}
            title={t("alternatives.refreshHint")}
          >
            <Group gap={4} component="span">
              {refreshing ? <Loader size={12} /> : <IconRefresh size={14} aria-hidden />}
              {t("alternatives.refresh")}
            </Group>
          </Anchor>
          <Text size="xs" c="dimmed">
            {t("alternatives.refreshCost", { count: 1 })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/**
 * docs/product.md, Screens: "Result screen", for a US product: the Non-US Alternatives list and everything around it.
 * `children` (what the screen shows below the list) appear with the list, not under its loader: the list
 * arriving would push them down, under the shopper's finger (a layout shift).
 */
export function AlternativesSection({ scanId, children }: { scanId: string; children?: ReactNode }) {
  const t = useMessages(alternativesMessages);
  const { status } = useAuth();
  const { alternatives, scansRemaining, refresh, refreshing } = useAlternatives(scanId);
  const { isError, refetch } = alternatives;
  // The list is drawn in a render of its own, which React splits into slices, after the urgent update that
  // brought the answer (a query's updates render synchronously): no long task when it arrives (README, Performance).
  const data = useDeferredValue(alternatives.data);

  // Which panel to show depends on whether the viewer is signed in: wait for that too.
  if ((data === undefined && !isError) || (data?.needsPayment === true && status === "loading")) {
    return (
      <Center py="md">
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t("alternatives.finding")}
          </Text>
        </Group>
      </Center>
    );
  }
  let content: ReactNode;
  if (isError || data === undefined) content = <LoadFailed onRetry={() => void refetch()} />;
  else if (data.needsPayment) content = <PaymentPanel kind={paymentPanelKind(status === "signed-in")} />;
  else content = <AlternativesList data={data} canRefresh={scansRemaining !== undefined && scansRemaining > 0} refresh={refresh} refreshing={refreshing} />;
  return (
    <>
      {content}
      {children}
    </>
  );
}
