import { Card, List, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";

import { offlineMessages } from "@/i18n/messages/offline/offline-messages";
import { useMessages } from "@/i18n/namespace";

import type { QueuedScan } from "../utils/scan-queue";
import { scanQueue, subscribeScanQueue } from "../utils/scan-queue-store";

/** The scanner's list of barcodes scanned offline and not yet sent: "Waiting for connection" with each code. */
export default function WaitingScans() {
  const t = useMessages(offlineMessages);
  const [waiting, setWaiting] = useState<QueuedScan[]>([]);
  useEffect(() => {
    let current = true;
    void scanQueue.list().then((scans) => current && setWaiting(scans));
    const unsubscribe = subscribeScanQueue(setWaiting);
    return () => {
      current = false;
      unsubscribe();
    };
  }, []);
  if (waiting.length === 0) return null;
  return (
    <Card withBorder w="100%" maw={500} padding="sm" data-testid="waiting-scans">
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t("offline.waiting.title")}
        </Title>
        <List size="sm" aria-label={t("offline.waiting.title")}>
          {waiting.map((scan) => (
            <List.Item key={scan.clientScanId} ff="monospace">
              {scan.barcode}
            </List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          {t("offline.waiting.hint")}
        </Text>
      </Stack>
    </Card>
  );
}
