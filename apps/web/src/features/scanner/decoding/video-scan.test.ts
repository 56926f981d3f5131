import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ScanDecoder } from "./live-scan-decoder";
import { startVideoScan } from "./video-scan";

const COLA = "5449000000996";

function fakeVideo(ready = true) {
  return { readyState: ready ? 4 : 0, videoWidth: ready ? 640 : 0 };
}

function fakeScanDecoder(answer: (call: number) => string | null | Promise<string | null> = () => null) {
  let calls = 0;
  return {
    preload: vi.fn(async () => {}),
    reset: vi.fn(),
    decodeFrame: vi.fn(async () => answer(++calls)),
  } satisfies ScanDecoder;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("startVideoScan", () => {
  it("decodes five frames a second", async () => {
    const decoder = fakeScanDecoder();
    const scan = startVideoScan(fakeVideo(), decoder, { onCode: vi.fn() });
    await vi.advanceTimersByTimeAsync(999);
    expect(decoder.decodeFrame).toHaveBeenCalledTimes(5); // at 0, 200, 400, 600, 800 ms
    scan.stop();
  });

  it("resets the decoder when it starts", () => {
    const decoder = fakeScanDecoder();
    startVideoScan(fakeVideo(), decoder, { onCode: vi.fn() }).stop();
    expect(decoder.reset).toHaveBeenCalledOnce();
  });

  it("stops at the first code and reports it once", async () => {
    const decoder = fakeScanDecoder((call) => (call === 3 ? COLA : null));
    const onCode = vi.fn();
    startVideoScan(fakeVideo(), decoder, { onCode });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onCode).toHaveBeenCalledOnce();
    expect(onCode).toHaveBeenCalledWith(COLA);
    expect(decoder.decodeFrame).toHaveBeenCalledTimes(3);
  });

  it("waits for the video to have a frame", async () => {
    const video = fakeVideo(false);
    const decoder = fakeScanDecoder();
    const scan = startVideoScan(video, decoder, { onCode: vi.fn() });
    await vi.advanceTimersByTimeAsync(1000);
    expect(decoder.decodeFrame).not.toHaveBeenCalled();
    Object.assign(video, fakeVideo(true));
    await vi.advanceTimersByTimeAsync(200);
    expect(decoder.decodeFrame).toHaveBeenCalledOnce();
    scan.stop();
  });

  it("never overlaps two decodes: a slow frame delays the next", async () => {
    let running = 0;
    let overlapped = false;
    const decoder = fakeScanDecoder(async () => {
      running += 1;
      overlapped ||= running > 1;
      await new Promise((resolve) => setTimeout(resolve, 350));
      running -= 1;
      return null;
    });
    const scan = startVideoScan(fakeVideo(), decoder, { onCode: vi.fn() });
    await vi.advanceTimersByTimeAsync(1000);
    expect(overlapped).toBe(false);
    expect(decoder.decodeFrame).toHaveBeenCalledTimes(3); // at 0, 350, 700 ms
    scan.stop();
  });

  it("does nothing more once stopped, even with a decode under way", async () => {
    let finish: (gtin: string | null) => void = () => {};
    const decoder = fakeScanDecoder(() => new Promise((resolve) => (finish = resolve)));
    const onCode = vi.fn();
    const scan = startVideoScan(fakeVideo(), decoder, { onCode });
    await vi.advanceTimersByTimeAsync(0);
    scan.stop();
    finish(COLA);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onCode).not.toHaveBeenCalled();
    expect(decoder.decodeFrame).toHaveBeenCalledOnce();
  });

  it("stops and reports an error when no decoder can run", async () => {
    const error = new Error("No barcode decoder could be loaded.");
    const decoder = fakeScanDecoder(() => Promise.reject(error));
    const onError = vi.fn();
    startVideoScan(fakeVideo(), decoder, { onCode: vi.fn(), onError });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenCalledWith(error);
    expect(decoder.decodeFrame).toHaveBeenCalledOnce();
  });
});
