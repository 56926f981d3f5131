import { normalizeBarcode } from "@productcheck/domain/barcode";

import type { Toast } from "@/components/toast/show-toast";
import { scannerMessages } from "@/i18n/messages/scanner/scanner-messages";

/**
 * The scanner's rules (docs/product.md, States: "Scanner", §5, §8, §9) without React, DOM or network: what happens
 * with a code once the camera, the typed-barcode form or a photo has produced it. Everything with
 * side effects comes in through `ScanFlowDeps`, so the rules are unit-tested with fake timers.
 */

/** docs/product.md, Constants: the same code seen again within this window is ignored. */
export const DUPLICATE_WINDOW_MS = 5000;
/** docs/product.md, Constants: after a failed scan the scanner restarts after this delay. */
export const RESTART_DELAY_MS = 2000;

/** Where a code came from. Only the camera repeats itself, so only its repeats are ignored. */
export type ScanSource = "camera" | "typed" | "photo";

/** What the server answered to one scan, as far as the scanner cares. */
export type ScanOutcome =
  | { kind: "found"; scannedProductId: string }
  | { kind: "not-found" }
  | { kind: "no-scans" }
  | { kind: "failed"; message: string | null }
  /** No answer from the server (no connection, or it dropped): the scan may be kept for later (docs/offline.md). */
  | { kind: "unanswered" };

export type ScanDestination =
  | { to: "result"; scannedProductId: string }
  | { to: "not-found"; barcode: string }
  | { to: "payment" };

const { t } = scannerMessages;

export function noScansToast(): Toast {
  return { title: t("scanner.toast.noScans.title"), message: t("scanner.toast.noScans.message") };
}

/** The server's message (in the shopper's language: the request's Accept-Language) when it gave one. */
export function scanFailedToast(message: string | null): Toast {
  return { title: t("scanner.toast.scanFailed.title"), message: message?.trim() || t("scanner.toast.scanFailed.message"), destructive: true };
}

/** A failed scan request, reduced to what decides the outcome: the HTTP status (if the server answered) and its message. */
export interface ScanFailure {
  httpStatus: number | undefined;
  message: string | undefined;
}

/** docs/product.md, Messages and the scan API: 402 → no scans left, 404 → nobody knows the product, anything else → "Scan Failed". */
export function outcomeOfFailure({ httpStatus, message }: ScanFailure): ScanOutcome {
  if (httpStatus === 402) return { kind: "no-scans" };
  if (httpStatus === 404) return { kind: "not-found" };
  // Without a status there was no answer (offline, aborted): the text is the browser's, not the server's.
  if (httpStatus === undefined) return { kind: "unanswered" };
  return { kind: "failed", message: message ?? null };
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** The scan's idempotency key (docs/product.md, Data): the time, "_", 8 random letters or digits. */
export function createClientScanId(now: number = Date.now(), random: (max: number) => number = randomBelow): string {
  let suffix = "";
  for (let i = 0; i < 8; i++) suffix += ID_ALPHABET.charAt(random(ID_ALPHABET.length));
  return `${Math.trunc(now)}_${suffix}`;
}

function randomBelow(max: number): number {
  // 62 does not divide 2^32 evenly; the bias (< 2e-8) does not matter for an idempotency key.
  return crypto.getRandomValues(new Uint32Array(1))[0]! % max;
}

export interface ScanFlowDeps {
  /** The scans the shopper has left, or null when that could not be found out (the server then decides). */
  scansRemaining: () => Promise<number | null>;
  /** Sends one scan; must resolve (never reject) with the outcome. */
  requestScan: (barcode: string, clientScanId: string) => Promise<ScanOutcome>;
  refreshUser: () => Promise<void>;
  navigate: (destination: ScanDestination) => void;
  toast: (toast: Toast) => void;
  /** Stops reading codes (the camera, if it runs). */
  stopScanner: () => void;
  /** Starts reading codes again, if the camera was running before `stopScanner`. */
  restartScanner: () => void;
  onProcessingChange: (processing: boolean) => void;
  /**
   * A scan the server did not answer: keeps it on the device to be sent, with the same clientScanId, when the
   * connection returns (docs/offline.md); resolves true once kept. Without it, or when it resolves false, the
   * scan fails like any other.
   */
  keepForLater?: (barcode: string, clientScanId: string) => Promise<boolean>;
  now?: () => number;
  createClientScanId?: () => string;
}

export interface ScanFlow {
  /**
   * Handles one code. Ignored while another code is processed, when empty, and (from the camera)
   * when it is the code last handled less than 5 s ago. Resolves once the code is dealt with.
   */
  submit: (code: string, source: ScanSource) => Promise<void>;
  /** True from taking a code until its answer was acted on (or it failed). */
  isProcessing: () => boolean;
  /** docs/product.md, Validation: true when the shopper may scan; otherwise shows 'No scans remaining' and goes to /payment. */
  ensureScansLeft: () => Promise<boolean>;
  /** Leaving the screen: forget everything, cancel the pending restart, act on no late answer. */
  dispose: () => void;
}

export function createScanFlow(deps: ScanFlowDeps): ScanFlow {
  const now = deps.now ?? Date.now;
  const newClientScanId = deps.createClientScanId ?? (() => createClientScanId(now()));

  let disposed = false;
  let processing = false;
  let last: { code: string; at: number } | null = null;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  /** Requests on their way, by code: a second submit of the same code waits for the same answer. */
  const inFlight = new Map<string, Promise<{ outcome: ScanOutcome; clientScanId: string }>>();
  /**
   * The key of the last attempt that failed. Trying the same code again reuses it, so a request
   * whose answer was lost (the server may have charged it) is replayed rather than charged twice.
   */
  let failedAttempt: { code: string; clientScanId: string } | null = null;

  const setProcessing = (value: boolean) => {
    if (processing === value) return;
    processing = value;
    deps.onProcessingChange(value);
  };

  const noScansLeft = () => {
    deps.toast(noScansToast());
    deps.navigate({ to: "payment" });
  };

  const fail = (message: string | null) => {
    deps.toast(scanFailedToast(message));
    restartLater();
  };

  const restartLater = () => {
    setProcessing(false);
    clearTimeout(restartTimer);
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (!disposed) deps.restartScanner();
    }, RESTART_DELAY_MS);
  };

  const refreshUser = () =>
    deps.refreshUser().catch((error: unknown) => {
      // docs/product.md, Messages: a failed user refresh is only logged.
      console.error("User refresh failed:", error);
    });

  const scansRemaining = () => deps.scansRemaining().catch(() => null);

  const request = (code: string): Promise<{ outcome: ScanOutcome; clientScanId: string }> => {
    const clientScanId = failedAttempt?.code === code ? failedAttempt.clientScanId : newClientScanId();
    const pending = deps
      .requestScan(code, clientScanId)
      .then((outcome) => {
        failedAttempt = outcome.kind === "failed" || outcome.kind === "unanswered" ? { code, clientScanId } : null;
        return { outcome, clientScanId };
      })
      .finally(() => inFlight.delete(code));
    inFlight.set(code, pending);
    return pending;
  };

  const process = async (code: string, validationMessage: string | null): Promise<void> => {
    if (validationMessage !== null) return fail(validationMessage);

    const remaining = await scansRemaining();
    if (disposed) return;
    if (remaining !== null && remaining <= 0) return noScansLeft();

    const { outcome, clientScanId } = await request(code);
    if (disposed) {
      // The shopper left; the scan may still have been charged, so the counter must follow.
      if (outcome.kind === "found") void refreshUser();
      return;
    }
    switch (outcome.kind) {
      case "found":
        // Refreshing marks the user stale and refetches it; the result screen need not wait for it.
        void refreshUser();
        deps.navigate({ to: "result", scannedProductId: outcome.scannedProductId });
        return;
      case "not-found":
        deps.navigate({ to: "not-found", barcode: code });
        return;
      case "no-scans":
        void refreshUser();
        return noScansLeft();
      case "failed":
        return fail(outcome.message);
      case "unanswered":
        if (deps.keepForLater && (await deps.keepForLater(code, clientScanId).catch(() => false))) {
          if (!disposed) restartLater();
          return;
        }
        return fail(null);
    }
  };

  return {
    async submit(rawCode, source) {
      if (disposed) return;
      const raw = rawCode.trim();
      if (raw === "") return; // docs/product.md, Validation: an empty decoded code is ignored.
      const normalized = normalizeBarcode(raw);
      const code = normalized.ok ? normalized.gtin : raw;

      const pending = inFlight.get(code);
      if (pending) {
        await pending;
        return;
      }
      if (processing) return;
      const at = now();
      if (source === "camera" && last?.code === code && at - last.at < DUPLICATE_WINDOW_MS) return;

      deps.stopScanner();
      clearTimeout(restartTimer);
      restartTimer = undefined;
      last = { code, at };
      setProcessing(true);
      await process(code, normalized.ok ? null : normalized.message);
    },

    isProcessing: () => processing,

    async ensureScansLeft() {
      const remaining = await scansRemaining();
      if (disposed) return false;
      if (remaining !== null && remaining <= 0) {
        noScansLeft();
        return false;
      }
      return true;
    },

    dispose() {
      disposed = true;
      clearTimeout(restartTimer);
      restartTimer = undefined;
      last = null;
      failedAttempt = null;
      inFlight.clear();
      processing = false;
    },
  };
}
