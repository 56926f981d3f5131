import { deviceStore } from "./device-store";
import { createScanQueue, type QueuedScan, type QueuedScanOutcome, type SettledOutcome } from "./scan-queue";
import { createTabChannel } from "./tab-channel";

const QUEUE_KEY = "scan-queue";

export interface ScanQueueHandlers {
  send: (scan: QueuedScan) => Promise<QueuedScanOutcome>;
  onSettled: (scan: QueuedScan, outcome: SettledOutcome) => void;
}

let handlers: ScanQueueHandlers | null = null;
const listeners = new Set<(scans: QueuedScan[]) => void>();

/**
 * The app's one scan queue, kept in IndexedDB (scan-queue.ts has the rules) and shared with the app's other tabs
 * through a BroadcastChannel of the same name. Sends nothing until connected.
 */
export const scanQueue = createScanQueue({
  storage: {
    read: async () => (await deviceStore.get<QueuedScan[]>(QUEUE_KEY)) ?? [],
    write: (scans) => deviceStore.set(QUEUE_KEY, scans),
  },
  send: (scan) => (handlers ? handlers.send(scan) : Promise.resolve({ kind: "unanswered" })),
  onSettled: (scan, outcome) => handlers?.onSettled(scan, outcome),
  onChange: (scans) => listeners.forEach((listener) => listener(scans)),
  tabs: createTabChannel("productcheck-scan-queue"),
});

/** How queued scans are sent and what is said when the server has dealt with one (src/offline-support.ts). */
export function connectScanQueue(connected: ScanQueueHandlers): void {
  handlers = connected;
}

/** Calls `listener` with the waiting scans on every change; returns the unsubscribe function. */
export function subscribeScanQueue(listener: (scans: QueuedScan[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
