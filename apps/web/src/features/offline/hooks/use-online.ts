import { useSyncExternalStore } from "react";

import { isOnline, subscribeOnline } from "../utils/online-status";

/** True while the browser has a network connection; re-renders when it comes or goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
