import type { OfflineKey } from "@/i18n/messages/offline/offline-messages";

/**
 * Why a request got no answer (docs/offline.md, Scanning offline): the device has no network at all
 * (`navigator.onLine` false), or it has one and our server did not answer — the server is down or out of reach.
 * Only the first is "offline"; telling a shopper on a working network that they are offline would send them
 * looking for a fault on their side.
 */
export type NoAnswerCause = "offline" | "server-unreachable";

export function noAnswerCause(online: boolean): NoAnswerCause {
  return online ? "server-unreachable" : "offline";
}

const KEPT_MESSAGES = {
  offline: "offline.kept.message",
  "server-unreachable": "offline.kept.unreachable",
} as const satisfies Record<NoAnswerCause, OfflineKey>;

/** The "Saved for later" toast's message for a scan kept because of `cause`. */
export function keptScanMessage(cause: NoAnswerCause): OfflineKey {
  return KEPT_MESSAGES[cause];
}
