/**
 * The scans made without a connection (docs/offline.md, Scanning offline), kept on the device until they can
 * be sent. Framework-free: the storage (IndexedDB in the app) and the sending come in as dependencies, so the
 * rules are unit-tested with plain objects.
 *
 * - A queued scan keeps the `clientScanId` it was first tried with: the server charges one scan per key, so a
 *   request that did reach the server before the connection dropped is never charged twice.
 * - A barcode waits at most once: queuing it again while it waits changes nothing.
 * - Sending goes oldest first and stops at the first scan that gets no answer (the connection is still bad);
 *   it and the ones after it wait for the next try.
 * - Every tab of the app sees the same queue: a change made in one is announced to the others (`tabs`), which
 *   read it afresh, so a scan queued or delivered in one tab appears or disappears in all of them.
 */
import type { TabChannel } from "./tab-channel";


export interface QueuedScan {
  barcode: string;
  clientScanId: string;
  /** When it was queued (ms since the epoch). */
  queuedAt: number;
}

/** What the server did with a queued scan. "unanswered": no answer or a passing failure; try again later. */
export type QueuedScanOutcome =
  | { kind: "found"; scannedProductId: string }
  | { kind: "not-found" }
  | { kind: "no-scans" }
  | { kind: "failed"; message: string | null }
  | { kind: "unanswered" };

export type SettledOutcome = Exclude<QueuedScanOutcome, { kind: "unanswered" }>;

/**
 * Whether a failed send is worth trying again later rather than reporting: no answer at all, a timeout, a rate
 * limit or the server's own trouble. Any other refusal (402 no scans, 404 unknown, 400 bad code…) is final.
 */
export function isPassingFailure(httpStatus: number | undefined): boolean {
  return httpStatus === undefined || httpStatus === 408 || httpStatus === 429 || httpStatus >= 500;
}

export interface QueueStorage {
  read: () => Promise<QueuedScan[]>;
  write: (scans: QueuedScan[]) => Promise<void>;
}

export interface ScanQueueDeps {
  storage: QueueStorage;
  send: (scan: QueuedScan) => Promise<QueuedScanOutcome>;
  /** Called once per scan the server has dealt with, after it left the queue. */
  onSettled: (scan: QueuedScan, outcome: SettledOutcome) => void;
  /** Called with the waiting scans after every change, made here or in another tab. */
  onChange?: (scans: QueuedScan[]) => void;
  /** The app's other tabs: told of every change made here, and telling of theirs. */
  tabs?: TabChannel;
  now?: () => number;
}

export interface ScanQueue {
  /** Queues a scan (unless its barcode already waits) and returns the waiting one. */
  enqueue: (barcode: string, clientScanId: string) => Promise<QueuedScan>;
  list: () => Promise<QueuedScan[]>;
  /** Sends the waiting scans; one flush at a time (a call during a flush returns that flush). */
  flush: () => Promise<void>;
}

export function createScanQueue({ storage, send, onSettled, onChange, tabs, now = Date.now }: ScanQueueDeps): ScanQueue {
  let flushing: Promise<void> | null = null;
  // Every change reads the stored queue afresh (another window of the app may have changed it) and writes it back, one at a time.
  let changes: Promise<unknown> = Promise.resolve();

  const change = <T>(update: (scans: QueuedScan[]) => { scans: QueuedScan[]; result: T }): Promise<T> => {
    const next = changes.then(async () => {
      const { scans, result } = update(await storage.read());
      await storage.write(scans);
      onChange?.(scans);
      tabs?.announce();
      return result;
    });
    changes = next.catch(() => {});
    return next;
  };

  tabs?.listen(() => {
    if (onChange) void storage.read().then(onChange, (error: unknown) => console.error("The waiting scans could not be read:", error));
  });

  const flushAll = async () => {
    for (const scan of await storage.read()) {
      const outcome = await send(scan);
      if (outcome.kind === "unanswered") return;
      await change((scans) => ({ scans: scans.filter((waiting) => waiting.clientScanId !== scan.clientScanId), result: null }));
      onSettled(scan, outcome);
    }
  };

  return {
    enqueue: (barcode, clientScanId) =>
      change((scans) => {
        const waiting = scans.find((scan) => scan.barcode === barcode);
        if (waiting) return { scans, result: waiting };
        const scan = { barcode, clientScanId, queuedAt: now() };
        return { scans: [...scans, scan], result: scan };
      }),

    list: () => storage.read(),

    flush() {
      flushing ??= flushAll().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}
