import type { Toast } from "@/components/toast/show-toast";
import { scannerMessages } from "@/i18n/messages/scanner/scanner-messages";

/** What the browser says about camera access before we ask; "unknown" where it cannot say (Firefox, old Safari). */
export type CameraPermission = "granted" | "denied" | "prompt" | "unknown";

/** Why the camera could not be started: the shopper (or a policy) said no, or anything else. */
export type CameraProblem = "denied" | "failed";

const PROBLEM_TOAST = {
  denied: "scanner.toast.cameraDenied",
  failed: "scanner.toast.scannerError",
} as const satisfies Record<CameraProblem, string>;

export function cameraProblemToast(problem: CameraProblem): Toast {
  const key = PROBLEM_TOAST[problem];
  return { title: scannerMessages.t(`${key}.title`), message: scannerMessages.t(`${key}.message`), destructive: true };
}

/** docs/product.md, States: the permission is checked first, through the Permissions API where the browser has it for the camera. */
export async function queryCameraPermission(
  permissions: Pick<Permissions, "query"> | undefined = globalThis.navigator?.permissions,
): Promise<CameraPermission> {
  if (typeof permissions?.query !== "function") return "unknown";
  try {
    // "camera" is not in every browser's PermissionName list (Firefox throws a TypeError).
    const status = await permissions.query({ name: "camera" as PermissionName });
    return status.state;
  } catch {
    return "unknown";
  }
}

/**
 * A getUserMedia failure: NotAllowedError (PermissionDeniedError in old Chrome) means the shopper
 * or the browser refused; anything else (no camera, camera busy, constraints, insecure page) is a
 * failure to start.
 */
export function classifyCameraError(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : undefined;
  return name === "NotAllowedError" || name === "PermissionDeniedError" ? "denied" : "failed";
}
