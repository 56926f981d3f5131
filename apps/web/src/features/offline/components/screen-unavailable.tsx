import { ErrorComponent, type ErrorComponentProps } from "@tanstack/react-router";

import { useOnline } from "../hooks/use-online";
import { NeedsConnection } from "./offline-gate";

/**
 * What a screen that failed to open shows (the router's error component, docs/offline.md): offline, where its
 * code or data is not on the device (the admin's screen is not precached), the offline state and the way back
 * to the scanner; online, the router's own error.
 */
export default function ScreenUnavailable(props: ErrorComponentProps) {
  const online = useOnline();
  if (online) return <ErrorComponent {...props} />;
  return <NeedsConnection>{null}</NeedsConnection>;
}
