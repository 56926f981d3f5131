/**
 * The offline feature's texts for the shopper (docs/offline.md). Written once here; the spec's own messages
 * (e.g. 'No scans remaining') stay where the spec's screens write them.
 */
export const offlineTexts = {
  indicator: "Offline",
  indicatorLabel: "You are offline",
  waitingTitle: "Waiting for connection",
  waitingHint: "These barcodes are looked up as soon as the connection returns.",
  keptTitle: "Saved for later",
  keptMessage: (barcode: string) => `You're offline. ${barcode} will be looked up when the connection returns.`,
  readyTitle: (barcode: string) => `Result ready: ${barcode}`,
  readyMessage: "Your scan from when you were offline has been looked up.",
  viewResult: "View result",
  queuedFor: (barcode: string) => `Scanned offline: ${barcode}`,
  storedCopy: (time: string) => `You're offline. Showing the copy saved on this device, as of ${time}.`,
  unavailableTitle: "You're offline",
  resultUnavailable: "This result is not saved on this device. It will load when the connection returns.",
  savedUnavailable: "Your saved items are not on this device yet. They will load when the connection returns.",
  needsConnection: "This page needs a connection. It will work again when you're back online.",
};

/** "14:05" today, "24 Nov, 14:05" on another day: when a kept copy was fetched. */
export function asOfTime(fetchedAt: number, now: number = Date.now(), locale?: string): string {
  const fetched = new Date(fetchedAt);
  const sameDay = fetched.toDateString() === new Date(now).toDateString();
  const time = fetched.toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" });
  return sameDay ? time : `${fetched.toLocaleDateString(locale, { day: "numeric", month: "short" })}, ${time}`;
}
