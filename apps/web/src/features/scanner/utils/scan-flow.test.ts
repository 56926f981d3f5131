import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  createClientScanId,
  createScanFlow,
  DUPLICATE_WINDOW_MS,
  outcomeOfFailure,
  RESTART_DELAY_MS,
  type ScanFlowDeps,
  type ScanOutcome,
} from "./scan-flow";

const NUTELLA = "3017620422003";
const OTHER = "7622210449283";

/** A promise with its resolve handle, to hold a request "in flight" as long as a test needs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function setup(overrides: Partial<ScanFlowDeps> = {}) {
  let clock = 1_000_000;
  let ids = 0;
  const deps = {
    scansRemaining: vi.fn<ScanFlowDeps["scansRemaining"]>(async () => 3),
    requestScan: vi.fn<ScanFlowDeps["requestScan"]>(async () => ({ kind: "found", scannedProductId: "scan42" })),
    refreshUser: vi.fn<ScanFlowDeps["refreshUser"]>(async () => {}),
    navigate: vi.fn<ScanFlowDeps["navigate"]>(),
    toast: vi.fn<ScanFlowDeps["toast"]>(),
    stopScanner: vi.fn<ScanFlowDeps["stopScanner"]>(),
    restartScanner: vi.fn<ScanFlowDeps["restartScanner"]>(),
    onProcessingChange: vi.fn<ScanFlowDeps["onProcessingChange"]>(),
    now: () => clock,
    createClientScanId: () => `${clock}_id${String(++ids).padStart(6, "0")}`,
    ...overrides,
  };
  const flow = createScanFlow(deps);
  const advance = async (ms: number) => {
    clock += ms;
    await vi.advanceTimersByTimeAsync(ms);
  };
  return { deps, flow, advance };
}

const failing = (message: string | null): ScanFlowDeps["requestScan"] => async () => ({ kind: "failed", message });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("createScanFlow: a found product", () => {
  it("stops the scanner, processes, refreshes the user and opens the result", async () => {
    const { deps, flow } = setup();
    await flow.submit(NUTELLA, "camera");

    expect(deps.stopScanner).toHaveBeenCalledTimes(1);
    expect(vi.mocked(deps.onProcessingChange).mock.calls).toEqual([[true]]);
    expect(deps.requestScan).toHaveBeenCalledWith(NUTELLA, expect.stringMatching(/^\d{1,16}_[A-Za-z0-9]{8}$/));
    expect(deps.refreshUser).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledWith({ to: "result", scannedProductId: "scan42" });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it("sends the canonical GTIN: a 12-digit UPC-A gets its leading 0, spaces go", async () => {
    const { deps, flow } = setup();
    await flow.submit(" 0 49000 05010 3 ", "typed");
    expect(deps.requestScan).toHaveBeenCalledWith("0049000050103", expect.any(String));
  });
});

describe("createScanFlow: ignoring codes", () => {
  it("ignores an empty code", async () => {
    const { deps, flow } = setup();
    await flow.submit("   ", "camera");
    expect(deps.stopScanner).not.toHaveBeenCalled();
    expect(deps.requestScan).not.toHaveBeenCalled();
  });

  it("processes only one code at a time: other codes read meanwhile are ignored", async () => {
    const answer = deferred<ScanOutcome>();
    const { deps, flow } = setup({ requestScan: vi.fn(() => answer.promise) });
    const first = flow.submit(NUTELLA, "camera");
    expect(flow.isProcessing()).toBe(true); // decided before the first await: the camera may rely on it
    await vi.advanceTimersByTimeAsync(0);
    await flow.submit(OTHER, "camera");
    await flow.submit(OTHER, "typed");

    expect(deps.requestScan).toHaveBeenCalledTimes(1);
    answer.resolve({ kind: "found", scannedProductId: "scan1" });
    await first;
    expect(deps.navigate).toHaveBeenCalledTimes(1);
  });

  it("reuses the request in flight for the same code instead of sending another", async () => {
    const answer = deferred<ScanOutcome>();
    const { deps, flow } = setup({ requestScan: vi.fn(() => answer.promise) });
    const first = flow.submit(NUTELLA, "camera");
    await vi.advanceTimersByTimeAsync(0);
    let secondDone = false;
    const second = flow.submit(NUTELLA, "typed").then(() => (secondDone = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(secondDone).toBe(false); // it waits for the same answer …

    answer.resolve({ kind: "found", scannedProductId: "scan7" });
    await Promise.all([first, second]);
    expect(deps.requestScan).toHaveBeenCalledTimes(1); // … which was asked for once
    expect(deps.navigate).toHaveBeenCalledTimes(1); // and acted on once
  });

  it("ignores the same code from the camera within 5000 ms, and takes it again afterwards", async () => {
    const { deps, flow, advance } = setup({ requestScan: vi.fn(failing(null)) });
    await flow.submit(NUTELLA, "camera");
    await advance(RESTART_DELAY_MS);
    expect(deps.restartScanner).toHaveBeenCalledTimes(1);

    await advance(DUPLICATE_WINDOW_MS - RESTART_DELAY_MS - 1);
    await flow.submit(NUTELLA, "camera");
    expect(deps.requestScan).toHaveBeenCalledTimes(1);

    await advance(1);
    await flow.submit(NUTELLA, "camera");
    expect(deps.requestScan).toHaveBeenCalledTimes(2);
  });

  it("counts a repeat from the time the code was first seen, not from the last ignored sighting", async () => {
    const { deps, flow, advance } = setup({ requestScan: vi.fn(failing(null)) });
    await flow.submit(NUTELLA, "camera");
    await advance(4000);
    await flow.submit(NUTELLA, "camera"); // ignored, and does not extend the window
    await advance(1000);
    await flow.submit(NUTELLA, "camera");
    expect(deps.requestScan).toHaveBeenCalledTimes(2);
  });

  it("takes a different code at once after a failure", async () => {
    const { deps, flow, advance } = setup({ requestScan: vi.fn(failing(null)) });
    await flow.submit(NUTELLA, "camera");
    await advance(RESTART_DELAY_MS);
    await flow.submit(OTHER, "camera");
    expect(deps.requestScan).toHaveBeenCalledTimes(2);
  });

  it("lets the shopper retype or re-pick a code that just failed (the window is for the camera repeating itself)", async () => {
    const { deps, flow } = setup({ requestScan: vi.fn(failing(null)) });
    await flow.submit(NUTELLA, "typed");
    await flow.submit(NUTELLA, "typed");
    await flow.submit(NUTELLA, "photo");
    expect(deps.requestScan).toHaveBeenCalledTimes(3);
  });

  it("ignores the camera seeing a code the shopper typed less than 5000 ms ago", async () => {
    const { deps, flow, advance } = setup({ requestScan: vi.fn(failing(null)) });
    await flow.submit(NUTELLA, "typed");
    await advance(RESTART_DELAY_MS);
    await flow.submit(NUTELLA, "camera");
    expect(deps.requestScan).toHaveBeenCalledTimes(1);
  });
});

describe("createScanFlow: failures", () => {
  it("shows 'Scan Failed' with the server's message, ends processing and restarts the scanner after 2000 ms", async () => {
    const { deps, flow, advance } = setup({ requestScan: vi.fn(failing("Too many guest scans from this network today.")) });
    await flow.submit(NUTELLA, "camera");

    expect(deps.toast).toHaveBeenCalledWith({
      title: "Scan Failed",
      message: "Too many guest scans from this network today.",
      destructive: true,
    });
    expect(vi.mocked(deps.onProcessingChange).mock.calls).toEqual([[true], [false]]);
    expect(flow.isProcessing()).toBe(false);
    expect(deps.navigate).not.toHaveBeenCalled();

    await advance(RESTART_DELAY_MS - 1);
    expect(deps.restartScanner).not.toHaveBeenCalled();
    await advance(1);
    expect(deps.restartScanner).toHaveBeenCalledTimes(1);
  });

  it("falls back to the spec's text when the server gave no message", async () => {
    const { deps, flow } = setup({ requestScan: vi.fn(failing(null)) });
    await flow.submit(NUTELLA, "camera");
    expect(deps.toast).toHaveBeenCalledWith({
      title: "Scan Failed",
      message: "Failed to process this barcode. Please try again.",
      destructive: true,
    });
  });

  it("fails a code that is no product barcode without asking the server, saying why", async () => {
    const { deps, flow } = setup();
    await flow.submit("9812345678902", "photo");
    expect(deps.requestScan).not.toHaveBeenCalled();
    expect(deps.scansRemaining).not.toHaveBeenCalled();
    expect(deps.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Scan Failed", message: expect.stringContaining("coupon") }),
    );
  });

  it("sends a retailer's own code to the server like any other", async () => {
    const { deps, flow } = setup();
    await flow.submit("00119993", "camera");
    expect(deps.requestScan).toHaveBeenCalledWith("00119993", expect.any(String));
  });

  it("retries a failed code with the same clientScanId, so a lost answer is never charged twice", async () => {
    const { deps, flow } = setup({ requestScan: vi.fn(failing(null)) });
    await flow.submit(NUTELLA, "typed");
    await flow.submit(NUTELLA, "typed");
    await flow.submit(OTHER, "typed");
    const ids = vi.mocked(deps.requestScan).mock.calls.map(([, clientScanId]) => clientScanId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it("uses a new clientScanId for the same code once an attempt succeeded", async () => {
    const { deps, flow } = setup();
    await flow.submit(NUTELLA, "typed");
    const second = createScanFlow({ ...deps, createClientScanId: () => "2_abcdefgh" });
    await second.submit(NUTELLA, "typed");
    expect(vi.mocked(deps.requestScan).mock.calls[1]?.[1]).toBe("2_abcdefgh");
  });
});

describe("createScanFlow: not found and scans remaining", () => {
  it("opens the not-found result with the barcode on 404, charging nothing and refreshing nothing", async () => {
    const { deps, flow } = setup({ requestScan: vi.fn(async () => ({ kind: "not-found" }) as const) });
    await flow.submit(NUTELLA, "camera");
    expect(deps.navigate).toHaveBeenCalledWith({ to: "not-found", barcode: NUTELLA });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it("does not scan with 0 scans left: 'No scans remaining' and off to /payment, no request", async () => {
    const { deps, flow } = setup({ scansRemaining: vi.fn(async () => 0) });
    await flow.submit(NUTELLA, "camera");
    expect(deps.requestScan).not.toHaveBeenCalled();
    expect(deps.toast).toHaveBeenCalledWith({ title: "No scans remaining", message: "Please log in or purchase more scans." });
    expect(deps.navigate).toHaveBeenCalledWith({ to: "payment" });
  });

  it("does the same when the server answers 402, and refreshes the counter", async () => {
    const { deps, flow } = setup({ requestScan: vi.fn(async () => ({ kind: "no-scans" }) as const) });
    await flow.submit(NUTELLA, "camera");
    expect(deps.toast).toHaveBeenCalledWith({ title: "No scans remaining", message: "Please log in or purchase more scans." });
    expect(deps.navigate).toHaveBeenCalledWith({ to: "payment" });
    expect(deps.refreshUser).toHaveBeenCalled();
  });

  it("lets the server decide when the count cannot be read", async () => {
    const { deps, flow } = setup({ scansRemaining: vi.fn(async () => Promise.reject(new Error("offline"))) });
    await flow.submit(NUTELLA, "camera");
    expect(deps.requestScan).toHaveBeenCalledTimes(1);
  });

  it("ensureScansLeft answers true with scans left and sends the shopper to /payment without", async () => {
    const left = setup();
    expect(await left.flow.ensureScansLeft()).toBe(true);
    expect(left.deps.navigate).not.toHaveBeenCalled();

    const none = setup({ scansRemaining: vi.fn(async () => 0) });
    expect(await none.flow.ensureScansLeft()).toBe(false);
    expect(none.deps.toast).toHaveBeenCalledWith(expect.objectContaining({ title: "No scans remaining" }));
    expect(none.deps.navigate).toHaveBeenCalledWith({ to: "payment" });
  });

  it("logs but survives a failed user refresh", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { deps, flow } = setup({ refreshUser: vi.fn(async () => Promise.reject(new Error("down"))) });
    await flow.submit(NUTELLA, "camera");
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.navigate).toHaveBeenCalledWith({ to: "result", scannedProductId: "scan42" });
    expect(log).toHaveBeenCalledWith("User refresh failed:", expect.any(Error));
    log.mockRestore();
  });
});

describe("createScanFlow: leaving the screen", () => {
  it("cancels the pending restart", async () => {
    const { deps, flow, advance } = setup({ requestScan: vi.fn(failing(null)) });
    await flow.submit(NUTELLA, "camera");
    flow.dispose();
    await advance(RESTART_DELAY_MS * 2);
    expect(deps.restartScanner).not.toHaveBeenCalled();
  });

  it("acts on no late answer, but still refreshes the counter when the scan was charged", async () => {
    const answer = deferred<ScanOutcome>();
    const { deps, flow } = setup({ requestScan: vi.fn(() => answer.promise) });
    const pending = flow.submit(NUTELLA, "camera");
    await vi.advanceTimersByTimeAsync(0);
    flow.dispose();
    answer.resolve({ kind: "found", scannedProductId: "scan3" });
    await pending;
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.refreshUser).toHaveBeenCalledTimes(1);
    await flow.submit(OTHER, "camera");
    expect(deps.requestScan).toHaveBeenCalledTimes(1);
  });
});

describe("createScanFlow: no answer (offline)", () => {
  const unanswered: ScanFlowDeps["requestScan"] = async () => ({ kind: "unanswered" });

  it("keeps the scan for later with its clientScanId, says nothing is wrong, and restarts the scanner", async () => {
    const keepForLater = vi.fn<NonNullable<ScanFlowDeps["keepForLater"]>>(async () => true);
    const { deps, flow, advance } = setup({ requestScan: vi.fn(unanswered), keepForLater });
    await flow.submit(NUTELLA, "camera");

    const clientScanId = vi.mocked(deps.requestScan).mock.calls[0]?.[1];
    expect(keepForLater).toHaveBeenCalledWith(NUTELLA, clientScanId);
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(flow.isProcessing()).toBe(false);
    await advance(RESTART_DELAY_MS);
    expect(deps.restartScanner).toHaveBeenCalledTimes(1);
  });

  it("fails as 'Scan Failed' when nothing can keep it (no queue, or the device refused)", async () => {
    for (const keepForLater of [undefined, vi.fn(async () => false), vi.fn(async () => Promise.reject(new Error("quota")))]) {
      const { deps, flow } = setup({ requestScan: vi.fn(unanswered), ...(keepForLater ? { keepForLater } : {}) });
      await flow.submit(NUTELLA, "typed");
      expect(deps.toast).toHaveBeenCalledWith({ title: "Scan Failed", message: "Failed to process this barcode. Please try again.", destructive: true });
    }
  });

  it("tries the same code again with the same clientScanId, so a kept scan is charged once", async () => {
    const { deps, flow } = setup({ requestScan: vi.fn(unanswered), keepForLater: async () => true });
    await flow.submit(NUTELLA, "typed");
    await flow.submit(NUTELLA, "typed");
    const ids = vi.mocked(deps.requestScan).mock.calls.map(([, clientScanId]) => clientScanId);
    expect(ids[1]).toBe(ids[0]);
  });
});

describe("outcomeOfFailure", () => {
  it("maps the scan API's statuses", () => {
    expect(outcomeOfFailure({ httpStatus: 402, message: "No scans remaining" })).toEqual({ kind: "no-scans" });
    expect(outcomeOfFailure({ httpStatus: 404, message: "We couldn't find this product" })).toEqual({ kind: "not-found" });
    expect(outcomeOfFailure({ httpStatus: 400, message: "A barcode has 8, 12 or 13 digits." })).toEqual({
      kind: "failed",
      message: "A barcode has 8, 12 or 13 digits.",
    });
    expect(outcomeOfFailure({ httpStatus: 429, message: undefined })).toEqual({ kind: "failed", message: null });
  });

  it("shows a busy product lookup (503) as 'Scan Failed' with the server's message, never as 'not found'", async () => {
    const busy = "We couldn't look this product up right now because the product database is busy or unreachable. Please try again shortly.";
    const outcome = outcomeOfFailure({ httpStatus: 503, message: busy });
    expect(outcome).toEqual({ kind: "failed", message: busy });
    const { deps, flow } = setup({ requestScan: vi.fn(async () => outcome) });
    await flow.submit(NUTELLA, "camera");
    expect(deps.toast).toHaveBeenCalledWith({ title: "Scan Failed", message: busy, destructive: true });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it("does not pass a browser's network error off as the server's message: no answer is its own outcome", () => {
    expect(outcomeOfFailure({ httpStatus: undefined, message: "Failed to fetch" })).toEqual({ kind: "unanswered" });
  });
});

describe("createClientScanId", () => {
  it("is the time, an underscore and 8 letters or digits", () => {
    vi.useRealTimers();
    const id = createClientScanId(1_763_700_000_000);
    expect(id).toMatch(/^1763700000000_[A-Za-z0-9]{8}$/);
    expect(createClientScanId()).not.toBe(createClientScanId());
  });

  it("draws every character from the alphabet", () => {
    expect(createClientScanId(5, () => 0)).toBe("5_AAAAAAAA");
    expect(createClientScanId(5, (max) => max - 1)).toBe("5_99999999");
  });
});
