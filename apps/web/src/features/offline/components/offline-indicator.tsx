import { Text } from "@mantine/core";

import { connectionMessages } from "@/i18n/messages/connection/connection-messages";
import { useMessages } from "@/i18n/namespace";

import { useOnline } from "../hooks/use-online";
import classes from "./offline-indicator.module.css";

/** The header's word that the app is offline (docs/offline.md); nothing while online. */
export function OfflineIndicator() {
  const online = useOnline();
  const t = useMessages(connectionMessages);
  if (online) return null;
  return (
    <Text component="span" size="xs" fw={700} className={classes.badge} role="status" aria-label={t("connection.offlineLabel")} data-testid="offline-indicator">
      {t("connection.offline")}
    </Text>
  );
}
