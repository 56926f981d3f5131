import { Badge } from "@mantine/core";

import { useOnline } from "../hooks/use-online";
import { offlineTexts } from "../texts";

/** The header's word that the app is offline (docs/offline.md); nothing while online. */
export function OfflineIndicator() {
  const online = useOnline();
  if (online) return null;
  return (
    <Badge color="gray" variant="filled" role="status" aria-label={offlineTexts.indicatorLabel} data-testid="offline-indicator">
      {offlineTexts.indicator}
    </Badge>
  );
}
