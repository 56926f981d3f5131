import { describe, expect, it, vi } from "vitest";

import { createScanQueue, isPassingFailure, type QueuedScan, type QueuedScanOutcome, type QueueStorage, type SettledOutcome } from "./scan-queue";
import { createTabChannel, type TabChannel } from "./tab-channel";

/** What IndexedDB does for the queue, in memory: a copy in, a copy out. */
function memoryStorage(initial: QueuedScan[] = []): QueueStorage & { stored: () => QueuedScan[] } {
  let stored = structuredClone(initial);
  return {
    read: async () => structuredClone(stored),
    write: async (scans) => {
      stored = structuredClone(scans);
    },
    stored: () => stored,
  };
}

function queueWith(answers: Record<string, QueuedScanOutcome[]>, storage = memoryStorage(), tabs?: TabChannel) {
  const sent: string[] = [];
  const settled: { barcode: string; clientScanId: string; outcome: SettledOutcome }[] = [];
  const changes: string[][] = [];
  let clock = 1_000;
  const queue = createScanQueue({
    storage,
    send: async ({ barcode, clientScanId }) => {
      sent.push(`${barcode}:${clientScanId}`);
      const next = answers[barcode]?.shift();
      if (!next) throw new Error(`no answer prepared for ${barcode}`);
      return next;
    },
    onSettled: ({ barcode, clientScanId }, outcome) => settled.push({ barcode, clientScanId, outcome }),
    onChange: (scans) => changes.push(scans.map((scan) => scan.barcode)),
    now: () => (clock += 1),
    ...(tabs && { tabs }),
  });
  return { queue, storage, sent, settled, changes };
}

describe("scan queue", () => {
  it("keeps a scan with its clientScanId and time until it is sent", async () => {
    const { queue, storage, changes } = queueWith({});
    const scan = await queue.enqueue("5901359062013", "1700000000000_abcdEFGH");

    expect(scan).toEqual({ barcode: "5901359062013", clientScanId: "1700000000000_abcdEFGH", queuedAt: 1_001 });
    expect(storage.stored()).toEqual([scan]);
    expect(await queue.list()).toEqual([scan]);
    expect(changes).toEqual([["5901359062013"]]);
  });

  it("queues a barcode once: queuing it again while it waits returns the waiting scan", async () => {
    const { queue, storage } = queueWith({});
    const first = await queue.enqueue("5901359062013", "1_first000");
    const again = await queue.enqueue("5901359062013", "2_second00");

    expect(again).toEqual(first);
    expect(storage.stored()).toHaveLength(1);
  });

  it("sends the waiting scans oldest first with their own clientScanId and reports each result", async () => {
    const { queue, storage, sent, settled } = queueWith({
      "5901359062013": [{ kind: "found", scannedProductId: "p1" }],
      "3017620422003": [{ kind: "found", scannedProductId: "p2" }],
    });
    await queue.enqueue("5901359062013", "1_aaaaaaaa");
    await queue.enqueue("3017620422003", "2_bbbbbbbb");

    await queue.flush();

    expect(sent).toEqual(["5901359062013:1_aaaaaaaa", "3017620422003:2_bbbbbbbb"]);
    expect(settled.map(({ barcode, outcome }) => [barcode, outcome])).toEqual([
      ["5901359062013", { kind: "found", scannedProductId: "p1" }],
      ["3017620422003", { kind: "found", scannedProductId: "p2" }],
    ]);
    expect(storage.stored()).toEqual([]);
  });

  it("reports the server's refusals (no scans left, unknown product, a bad code) and drops them", async () => {
    const { queue, storage, settled } = queueWith({
      "5901359062013": [{ kind: "no-scans" }],
      "4006381333931": [{ kind: "not-found" }],
      "3017620422003": [{ kind: "failed", message: "A barcode has 8, 12 or 13 digits." }],
    });
    await queue.enqueue("5901359062013", "1_aaaaaaaa");
    await queue.enqueue("4006381333931", "2_bbbbbbbb");
    await queue.enqueue("3017620422003", "3_cccccccc");

    await queue.flush();

    expect(settled.map(({ outcome }) => outcome.kind)).toEqual(["no-scans", "not-found", "failed"]);
    expect(storage.stored()).toEqual([]);
  });

  it("stops at the first scan that gets no answer and sends it again, same key, on the next flush", async () => {
    const { queue, storage, sent, settled } = queueWith({
      "5901359062013": [{ kind: "unanswered" }, { kind: "found", scannedProductId: "p1" }],
      "3017620422003": [{ kind: "found", scannedProductId: "p2" }],
    });
    await queue.enqueue("5901359062013", "1_aaaaaaaa");
    await queue.enqueue("3017620422003", "2_bbbbbbbb");

    await queue.flush();
    expect(sent).toEqual(["5901359062013:1_aaaaaaaa"]);
    expect(settled).toEqual([]);
    expect(storage.stored().map((scan) => scan.barcode)).toEqual(["5901359062013", "3017620422003"]);

    await queue.flush();
    expect(sent).toEqual(["5901359062013:1_aaaaaaaa", "5901359062013:1_aaaaaaaa", "3017620422003:2_bbbbbbbb"]);
    expect(settled.map(({ barcode }) => barcode)).toEqual(["5901359062013", "3017620422003"]);
    expect(storage.stored()).toEqual([]);
  });

  it("runs one flush at a time: a second call during a flush sends nothing twice", async () => {
    const { queue, sent } = queueWith({ "5901359062013": [{ kind: "found", scannedProductId: "p1" }] });
    await queue.enqueue("5901359062013", "1_aaaaaaaa");

    await Promise.all([queue.flush(), queue.flush(), queue.flush()]);

    expect(sent).toEqual(["5901359062013:1_aaaaaaaa"]);
  });

  it("keeps a scan queued during a flush for the next one", async () => {
    const storage = memoryStorage([{ barcode: "5901359062013", clientScanId: "1_aaaaaaaa", queuedAt: 1 }]);
    const { queue } = queueWith({ "5901359062013": [{ kind: "found", scannedProductId: "p1" }] }, storage);

    const flush = queue.flush();
    await queue.enqueue("3017620422003", "2_bbbbbbbb");
    await flush;

    expect(storage.stored().map((scan) => scan.barcode)).toEqual(["3017620422003"]);
  });

  it("survives a restart: a new queue on the same storage sends what the old one kept", async () => {
    const storage = memoryStorage();
    await queueWith({}, storage).queue.enqueue("5901359062013", "1_aaaaaaaa");

    const { queue, sent } = queueWith({ "5901359062013": [{ kind: "found", scannedProductId: "p1" }] }, storage);
    await queue.flush();

    expect(sent).toEqual(["5901359062013:1_aaaaaaaa"]);
  });
});

describe("isPassingFailure", () => {
  it("tries again after no answer, a timeout, a rate limit or a server error", () => {
    for (const status of [undefined, 408, 429, 500, 502, 503]) expect(isPassingFailure(status), String(status)).toBe(true);
  });

  it("reports the server's refusals at once", () => {
    for (const status of [400, 401, 402, 403, 404, 409, 422]) expect(isPassingFailure(status), String(status)).toBe(false);
  });
});

describe("the scan queue in several tabs", () => {
  /** Two tabs of the app: one IndexedDB (the storage), each with its own queue and its own end of one channel. */
  function twoTabs(answers: Record<string, QueuedScanOutcome[]>) {
    const storage = memoryStorage();
    const name = `scan-queue-${crypto.randomUUID()}`;
    const channels = [createTabChannel(name), createTabChannel(name)] as const;
    return { first: queueWith(answers, storage, channels[0]), second: queueWith(answers, storage, channels[1]), close: () => channels.forEach((channel) => channel.close()) };
  }

  it("shows a scan queued in one tab in the other, and its leaving once the other delivered it", async () => {
    const { first, second, close } = twoTabs({ "5901359062013": [{ kind: "found", scannedProductId: "abc" }] });
    try {
      await first.queue.enqueue("5901359062013", "1_first000");
      await vi.waitFor(() => expect(second.changes).toEqual([["5901359062013"]]));
      await second.queue.flush();
      await vi.waitFor(() => expect(first.changes).toEqual([["5901359062013"], []]));
      // Each tab heard the other's change once, and its own once.
      expect(second.changes).toEqual([["5901359062013"], []]);
    } finally {
      close();
    }
  });
});
