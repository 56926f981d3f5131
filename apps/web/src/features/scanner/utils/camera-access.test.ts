import { describe, expect, it } from "vitest";

import { cameraProblemToast, classifyCameraError, queryCameraPermission } from "./camera-access";

const domError = (name: string) => new DOMException("camera", name);

describe("queryCameraPermission", () => {
  it("answers the browser's state for the camera", async () => {
    for (const state of ["granted", "denied", "prompt"] as const) {
      const permissions = { query: async () => ({ state }) as PermissionStatus };
      expect(await queryCameraPermission(permissions)).toBe(state);
    }
  });

  it("is unknown without the Permissions API, or when the browser does not know 'camera'", async () => {
    expect(await queryCameraPermission(undefined)).toBe("unknown");
    const firefox = { query: async () => Promise.reject(new TypeError("'camera' is not a valid PermissionName")) };
    expect(await queryCameraPermission(firefox)).toBe("unknown");
  });
});

describe("classifyCameraError", () => {
  it("treats a refusal as denied", () => {
    expect(classifyCameraError(domError("NotAllowedError"))).toBe("denied");
    expect(classifyCameraError(domError("PermissionDeniedError"))).toBe("denied");
  });

  it("treats every other start failure as a scanner failure", () => {
    for (const name of ["NotFoundError", "NotReadableError", "OverconstrainedError", "SecurityError", "AbortError"]) {
      expect(classifyCameraError(domError(name)), name).toBe("failed");
    }
    expect(classifyCameraError(new TypeError("navigator.mediaDevices is undefined"))).toBe("failed");
    expect(classifyCameraError("weird")).toBe("failed");
  });

  it("gives each problem the spec's toast", () => {
    expect(cameraProblemToast("denied")).toEqual({
      title: "Camera Access Denied",
      message: "Please enable camera access to scan barcodes",
      destructive: true,
    });
    expect(cameraProblemToast("failed")).toEqual({
      title: "Scanner Error",
      message: "Could not initialize scanner. Please try again.",
      destructive: true,
    });
  });
});
