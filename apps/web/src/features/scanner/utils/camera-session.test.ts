import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  CAMERA_CONSTRAINTS,
  createCameraSession,
  type CameraSessionOptions,
  type CameraStatus,
  type VideoDecoding,
} from "./camera-session";

/** A stand-in for a MediaStream with one video track that can "end" (camera unplugged). */
function fakeStream() {
  const endedListeners: (() => void)[] = [];
  const track = {
    stop: vi.fn(),
    addEventListener: (type: string, listener: () => void) => type === "ended" && endedListeners.push(listener),
  };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  return { stream, track, end: () => endedListeners.forEach((listener) => listener()) };
}

function setup(overrides: Partial<CameraSessionOptions> = {}) {
  const camera = fakeStream();
  const video = { srcObject: null as MediaProvider | null, play: vi.fn(async () => {}), pause: vi.fn() };
  const handlers: Parameters<VideoDecoding["start"]>[1][] = [];
  const scanStops: ReturnType<typeof vi.fn>[] = [];
  const decoding: VideoDecoding = {
    start: (_video, scanHandlers) => {
      handlers.push(scanHandlers);
      const stop = vi.fn();
      scanStops.push(stop);
      return { stop };
    },
  };
  const statuses: CameraStatus[] = [];
  const options = {
    video,
    loadDecoding: vi.fn(async () => decoding),
    onCode: vi.fn(),
    onStatus: (status: CameraStatus) => statuses.push(status),
    onBroken: vi.fn(),
    mediaDevices: { getUserMedia: vi.fn(async () => camera.stream) },
    permission: vi.fn(async () => "prompt" as const),
    mark: vi.fn(),
    ...overrides,
  };
  const session = createCameraSession(options);
  const lastScan = () => handlers.at(-1)!;
  return { session, options, video, camera, statuses, scanStops, lastScan, handlers };
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("createCameraSession.start", () => {
  it("opens the back camera, plays it and starts decoding", async () => {
    const { session, options, video, statuses, handlers } = setup();
    expect(await session.start()).toEqual({ ok: true });
    expect(options.mediaDevices.getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    expect(CAMERA_CONSTRAINTS.video).toMatchObject({ facingMode: { ideal: "environment" } });
    expect(video.srcObject).not.toBeNull();
    expect(video.play).toHaveBeenCalled();
    expect(handlers).toHaveLength(1);
    expect(statuses).toEqual(["starting", "live"]);
    expect(options.mark).toHaveBeenCalledWith("camera-live");
  });

  it("checks the permission first: denied → no camera request at all", async () => {
    const { session, options, statuses } = setup({ permission: vi.fn(async () => "denied" as const) });
    expect(await session.start()).toEqual({ ok: false, problem: "denied" });
    expect(options.mediaDevices.getUserMedia).not.toHaveBeenCalled();
    expect(statuses).toEqual(["starting", "off"]);
  });

  it("reports a refused prompt (NotAllowedError) as denied and anything else as failed", async () => {
    const refused = setup({ mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new DOMException("no", "NotAllowedError"))) } });
    expect(await refused.session.start()).toEqual({ ok: false, problem: "denied" });
    expect(refused.session.status).toBe("off");

    const busy = setup({ mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new DOMException("busy", "NotReadableError"))) } });
    expect(await busy.session.start()).toEqual({ ok: false, problem: "failed" });
  });

  it("fails without a camera API (an insecure page)", async () => {
    const { session } = setup({ mediaDevices: undefined });
    expect(await session.start()).toEqual({ ok: false, problem: "failed" });
  });

  it("fails, and closes the camera again, when no decoder loads", async () => {
    const { session, camera, video } = setup({ loadDecoding: vi.fn(async () => Promise.reject(new Error("chunk failed"))) });
    expect(await session.start()).toEqual({ ok: false, problem: "failed" });
    expect(camera.track.stop).toHaveBeenCalled();
    expect(video.srcObject).toBeNull();
  });

  it("closes a camera that opens after the shopper left", async () => {
    let open!: (stream: MediaStream) => void;
    const { session, camera } = setup({
      mediaDevices: { getUserMedia: vi.fn(() => new Promise<MediaStream>((resolve) => (open = resolve))) },
    });
    const starting = session.start();
    await vi.waitFor(() => expect(open).toBeDefined());
    session.stop();
    open(camera.stream);
    expect(await starting).toEqual({ ok: false, problem: "cancelled" });
    expect(camera.track.stop).toHaveBeenCalled();
    expect(session.status).toBe("off");
  });

  it("does nothing when already started", async () => {
    const { session, options } = setup();
    await session.start();
    expect(await session.start()).toEqual({ ok: true });
    expect(options.mediaDevices.getUserMedia).toHaveBeenCalledTimes(1);
  });
});

describe("createCameraSession while live", () => {
  it("hands the first code on and waits, paused, for the flow to go on", async () => {
    const { session, options, lastScan, handlers } = setup();
    await session.start();
    lastScan().onCode("3017620422003");
    expect(options.onCode).toHaveBeenCalledWith("3017620422003");
    expect(session.status).toBe("paused");
    expect(options.mark).toHaveBeenCalledWith("code-read");

    vi.useFakeTimers();
    try {
      session.resume();
      expect(session.status).toBe("live");
      // One decode interval first, so an ignored repeat is not re-read in a tight loop.
      await vi.advanceTimersByTimeAsync(199);
      expect(handlers).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(handlers).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not start decoding when paused or stopped before the resume delay is over", async () => {
    const { session, handlers } = setup();
    await session.start();
    vi.useFakeTimers();
    try {
      session.pause();
      session.resume();
      session.pause();
      session.resume();
      session.stop();
      await vi.advanceTimersByTimeAsync(1000);
      expect(handlers).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("pauses decoding and freezes the picture, keeping the camera open", async () => {
    const { session, video, camera, scanStops } = setup();
    await session.start();
    session.pause();
    expect(scanStops[0]).toHaveBeenCalled();
    expect(video.pause).toHaveBeenCalled();
    expect(camera.track.stop).not.toHaveBeenCalled();
    expect(session.status).toBe("paused");
  });

  it("closes the camera on stop, and can open it again", async () => {
    const { session, camera, video, scanStops, options } = setup();
    await session.start();
    session.stop();
    expect(scanStops[0]).toHaveBeenCalled();
    expect(camera.track.stop).toHaveBeenCalled();
    expect(video.srcObject).toBeNull();
    session.resume();
    expect(session.status).toBe("off");

    await session.start();
    expect(session.status).toBe("live");
    expect(options.loadDecoding).toHaveBeenCalledTimes(1);
  });

  it("reports a broken scanner when decoding fails for good or the camera goes away", async () => {
    const decoderDied = setup();
    await decoderDied.session.start();
    decoderDied.lastScan().onError(new Error("No barcode decoder could be loaded."));
    expect(decoderDied.options.onBroken).toHaveBeenCalledWith("failed");
    expect(decoderDied.session.status).toBe("off");

    const unplugged = setup();
    await unplugged.session.start();
    unplugged.camera.end();
    expect(unplugged.options.onBroken).toHaveBeenCalledWith("failed");
    expect(unplugged.camera.track.stop).toHaveBeenCalled();
  });

  it("ignores a late code from a loop that was stopped", async () => {
    const { session, options, lastScan } = setup();
    await session.start();
    const stale = lastScan();
    session.stop();
    stale.onCode("3017620422003");
    expect(options.onCode).not.toHaveBeenCalled();
  });
});
