import { Paper, Stack, Text } from "@mantine/core";
import type { QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { BackToScannerLink } from "@/components/ui/back-to-scanner-link";

import { useOnline } from "../hooks/use-online";
import { useQueryUpdatedAt } from "../hooks/use-query-updated-at";
import {asOfTime, needsConnectionMessage, storedCopyNote} from "../texts";
import { OfflineState } from "./offline-state";

/**
 * A screen that reads one answer (`queryKey`), offline (docs/offline.md, Reading offline): with a copy at hand
 * (this session's, or the device's) the screen shows it under "as of <time>"; without one, a clear offline
 * state instead of a spinner or an error. Online it is the screen itself.
 */
export function OfflineGate({ queryKey, unavailable, children }: { queryKey: QueryKey; unavailable: string; children: ReactNode }) {
  const online = useOnline();
  const fetchedAt = useQueryUpdatedAt(queryKey);
  if (online) return children;
  if (fetchedAt === null) return <OfflineState message={unavailable} />;
  return (
    <>
      <Paper bg="gray.1" p="xs" mx="md" mt="md" role="status" data-testid="stored-copy-note">
        <Text size="sm">{storedCopyNote(asOfTime(fetchedAt))}</Text>
      </Paper>
      {children}
    </>
  );
}

/** A screen that cannot work without the server (signing in, paying): its offline state, and the way back to the scanner, while offline. */
export function NeedsConnection({ children }: { children: ReactNode }) {
  if (useOnline()) return children;
  return (
    <Stack align="center">
      <OfflineState message={needsConnectionMessage} />
      <BackToScannerLink prominent />
    </Stack>
  );
}
