import { classifyCameraError, queryCameraPermission, type CameraPermission, type CameraProblem } from "./camera-access";

/**
 * The live camera: permission check, getUserMedia with the back camera, the <video> element and
 * the decode loop. Framework-free; `useScanner` wires it to the scan flow.
 */

export type CameraStatus = "off" | "starting" | "live" | "paused";

export type CameraStartResult = { ok: true } | { ok: false; problem: CameraProblem } | { ok: false; problem: "cancelled" };

/** A running decode loop over the video: it calls `onCode` once and then stops by itself. */
export interface VideoScanHandle {
  stop: () => void;
}

/** What the camera needs from the decoder module, loaded lazily when the camera starts. */
export interface VideoDecoding {
  start: (video: HTMLVideoElement, handlers: { onCode: (code: string) => void; onError: (error: unknown) => void }) => VideoScanHandle;
}

/** The parts of a <video> element the session uses (a stub in unit tests). */
export type CameraVideo = Pick<HTMLVideoElement, "srcObject" | "play" | "pause">;

export interface CameraSessionOptions {
  video: CameraVideo;
  loadDecoding: () => Promise<VideoDecoding>;
  onCode: (code: string) => void;
  onStatus: (status: CameraStatus) => void;
  /** The camera stopped by itself after it was live: the decoders all failed, or the camera went away. */
  onBroken: (problem: CameraProblem) => void;
  mediaDevices?: Pick<MediaDevices, "getUserMedia"> | undefined;
  permission?: () => Promise<CameraPermission>;
  /** For measuring: called with a label when the camera goes live and when it reads a code. */
  mark?: (label: "camera-live" | "code-read") => void;
  /**
   * `resume` decodes again after this pause, so a code the flow ignored (seen again within 5 s)
   * is not re-read in a tight loop: one decode interval keeps the pace at 5 a second.
   */
  resumeDelayMs?: number;
}

export interface CameraSession {
  /** Checks the permission, opens the back camera and starts decoding. Does nothing unless off. */
  start: () => Promise<CameraStartResult>;
  /** Stops decoding and freezes the picture; the camera stays open for a quick `resume`. */
  pause: () => void;
  /** Decodes again, one interval after `pause` (or after a code was read); does nothing unless paused. */
  resume: () => void;
  /** Closes the camera (the light goes off). A later `start` opens it again. */
  stop: () => void;
  readonly status: CameraStatus;
}

/** docs/product.md, Validation: back camera preferred (a laptop's only camera still works); enough pixels for a barcode. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

export function createCameraSession(options: CameraSessionOptions): CameraSession {
  const { video, onStatus, mark, resumeDelayMs = 200 } = options;
  const mediaDevices = "mediaDevices" in options ? options.mediaDevices : globalThis.navigator?.mediaDevices;
  const permission = options.permission ?? (() => queryCameraPermission());

  let status: CameraStatus = "off";
  /** Bumped by every stop: a start that was overtaken notices it after each await and backs out. */
  let generation = 0;
  let stream: MediaStream | null = null;
  let decoding: VideoDecoding | null = null;
  let scan: VideoScanHandle | null = null;
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;
  let everRead = false;

  const setStatus = (next: CameraStatus) => {
    if (status === next) return;
    status = next;
    onStatus(next);
  };

  const stopScan = () => {
    clearTimeout(resumeTimer);
    resumeTimer = undefined;
    scan?.stop();
    scan = null;
  };

  const release = () => {
    stopScan();
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
    video.srcObject = null;
  };

  const stop = () => {
    generation += 1;
    release();
    setStatus("off");
  };

  const broken = (problem: CameraProblem) => {
    stop();
    options.onBroken(problem);
  };

  const beginScan = () => {
    if (!decoding) return;
    const current = generation;
    scan = decoding.start(video as HTMLVideoElement, {
      onCode: (code) => {
        if (current !== generation) return;
        // The loop has stopped itself; the flow decides whether to go on (`resume`) or not.
        scan = null;
        setStatus("paused");
        if (!everRead) mark?.("code-read");
        everRead = true;
        options.onCode(code);
      },
      onError: (error) => {
        if (current !== generation) return;
        console.error("Barcode decoding failed:", error);
        broken("failed");
      },
    });
  };

  return {
    get status() {
      return status;
    },

    async start() {
      if (status !== "off") return { ok: true };
      const current = ++generation;
      const cancelled = () => current !== generation;
      setStatus("starting");
      const fail = (problem: CameraProblem): CameraStartResult => {
        if (cancelled()) return { ok: false, problem: "cancelled" };
        stop();
        return { ok: false, problem };
      };

      if ((await permission()) === "denied") return fail("denied");
      if (cancelled()) return { ok: false, problem: "cancelled" };
      // No mediaDevices: an insecure page (http:// other than localhost) or a browser without a camera API.
      if (typeof mediaDevices?.getUserMedia !== "function") return fail("failed");

      // The decoders load while the shopper answers the prompt and the camera warms up.
      const decodingReady = (decoding ? Promise.resolve(decoding) : options.loadDecoding()).then(
        (loaded) => loaded,
        (error: unknown) => {
          console.error("Barcode decoder failed to load:", error);
          return null;
        },
      );

      let opened: MediaStream;
      try {
        opened = await mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      } catch (error) {
        const problem = classifyCameraError(error);
        if (problem === "failed") console.error("Camera failed to start:", error);
        return fail(problem);
      }
      if (cancelled()) {
        for (const track of opened.getTracks()) track.stop();
        return { ok: false, problem: "cancelled" };
      }
      stream = opened;
      for (const track of opened.getVideoTracks()) {
        track.addEventListener("ended", () => {
          if (!cancelled()) broken("failed");
        });
      }

      video.srcObject = opened;
      try {
        await video.play();
      } catch (error) {
        if (cancelled()) return { ok: false, problem: "cancelled" };
        console.error("Camera video failed to play:", error);
        return fail("failed");
      }

      decoding = await decodingReady;
      if (cancelled()) return { ok: false, problem: "cancelled" };
      if (!decoding) return fail("failed");

      setStatus("live");
      mark?.("camera-live");
      beginScan();
      return { ok: true };
    },

    pause() {
      if (status !== "live" && status !== "paused") return;
      stopScan();
      video.pause();
      setStatus("paused");
    },

    resume() {
      if (status !== "paused" || !stream) return;
      void video.play().catch(() => {});
      setStatus("live");
      resumeTimer = setTimeout(() => {
        resumeTimer = undefined;
        beginScan();
      }, resumeDelayMs);
    },

    stop,
  };
}
