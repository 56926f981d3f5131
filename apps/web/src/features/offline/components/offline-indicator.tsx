import { Badge } from "@mantine/core";

import { useOnline } from "../hooks/use-online";

/**
 * The header's word that the app is offline (docs/offline.md); nothing while online. Its texts stay here, not in
 * texts.ts: this is part of every first load, which must not carry the feature's other texts.
 */
export function OfflineIndicator() {
  const online = useOnline();
  if (online) return null;
  return (
    <Badge color="gray" variant="filled" role="status" aria-label="You are offline" data-testid="offline-indicator">
      Offline
    </Badge>
  );
}
