import { Paper, Stack, Text } from "@mantine/core";
import type { QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { BackToScannerLink } from "@/components/ui/back-to-scanner-link";
import { type OfflineKey, offlineMessages } from "@/i18n/messages/offline/offline-messages";
import { useMessages } from "@/i18n/namespace";

import { useOnline } from "../hooks/use-online";
import { useQueryUpdatedAt } from "../hooks/use-query-updated-at";
import { asOfTime } from "../utils/as-of-time";
import { OfflineState } from "./offline-state";

/**
 * A screen that reads one answer (`queryKey`), offline (docs/offline.md, Reading offline): with a copy at hand
 * (this session's, or the device's) the screen shows it under "as of <time>"; without one, a clear offline
 * state instead of a spinner or an error. Online it is the screen itself.
 */
export function OfflineGate({ queryKey, unavailable, children }: { queryKey: QueryKey; unavailable: OfflineKey; children: ReactNode }) {
  const online = useOnline();
  const fetchedAt = useQueryUpdatedAt(queryKey);
  const t = useMessages(offlineMessages);
  if (online) return children;
  if (fetchedAt === null) return <OfflineState message={t(unavailable)} />;
  return (
    <>
      <Paper bg="gray.1" p="xs" mx="md" mt="md" role="status" data-testid="stored-copy-note">
        <Text size="sm">{t("offline.storedCopy", { time: asOfTime(fetchedAt) })}</Text>
      </Paper>
      {children}
    </>
  );
}

/** A screen that cannot work without the server (signing in, paying): its offline state, and the way back to the scanner, while offline. */
export function NeedsConnection({ children }: { children: ReactNode }) {
  const online = useOnline();
  const t = useMessages(offlineMessages);
  if (online) return children;
  return (
    <Stack align="center">
      <OfflineState message={t("offline.needsConnection")} />
      <BackToScannerLink prominent />
    </Stack>
  );
}
