/**
 * The offline feature's texts for the shopper (docs/offline.md), but the header's badge (offline-indicator.tsx:
 * the one part of the first load, which must not carry the rest). The spec's own messages (e.g. 'No scans remaining') stay where the spec's
 * screens write them.
 */
export const waitingScansTitle = "Waiting for connection";
export const waitingScansHint = "These barcodes are looked up as soon as the connection returns.";
export const keptScanTitle = "Saved for later";
export const keptScanMessage = (barcode: string) => `You're offline. ${barcode} will be looked up when the connection returns.`;
export const queuedResultReadyTitle = (barcode: string) => `Result ready: ${barcode}`;
export const queuedResultReadyMessage = "Your scan from when you were offline has been looked up.";
export const viewResultLink = "View result";
export const scannedOfflineLabel = (barcode: string) => `Scanned offline: ${barcode}`;
export const storedCopyNote = (time: string) => `You're offline. Showing the copy saved on this device, as of ${time}.`;
export const offlineStateTitle = "You're offline";
export const resultNotOnDevice = "This result is not saved on this device. It will load when the connection returns.";
export const savedNotOnDevice = "Your saved items are not on this device yet. They will load when the connection returns.";
export const needsConnectionMessage = "This page needs a connection. It will work again when you're back online.";

/** "14:05" today, "24 Nov, 14:05" on another day: when a kept copy was fetched. */
export function asOfTime(fetchedAt: number, now: number = Date.now(), locale?: string): string {
  const fetched = new Date(fetchedAt);
  const sameDay = fetched.toDateString() === new Date(now).toDateString();
  const time = fetched.toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" });
  return sameDay ? time : `${fetched.toLocaleDateString(locale, { day: "numeric", month: "short" })}, ${time}`;
}
