import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { BarcodeDecoder } from "./barcode-decoder";
import { createLiveScanDecoder, FALLBACK_AFTER_MS, type LiveScanDecoderConfig, NoDecoderError } from "./live-scan-decoder";

const COLA = "5449000000996";
const NUTELLA = "3017620422003";
const FRAME = { data: new Uint8ClampedArray(4), width: 1, height: 1 };
const FRAME_MS = 200;

type Answer = string | null | Error;

/** A decoder answering from a script, one answer per frame, then nothing. */
function fakeDecoder(name: string, script: Answer[] = []) {
  const answers = [...script];
  const decode = vi.fn(async () => {
    const answer = answers.shift() ?? null;
    if (answer instanceof Error) throw answer;
    return answer === null ? [] : [answer];
  });
  return { name, decode } satisfies BarcodeDecoder;
}

function setup(options: { answers?: Answer[]; fallbackAnswers?: Answer[]; fallback?: LiveScanDecoderConfig["fallback"] } = {}) {
  const primary = fakeDecoder("zxing", options.answers);
  const fallback = fakeDecoder("quagga", options.fallbackAnswers);
  const loadFallback = vi.fn(options.fallback ?? (async () => fallback));
  const onDecoderError = vi.fn();
  const scanner = createLiveScanDecoder({ primary: [async () => primary], fallback: loadFallback, onDecoderError });
  /** Decodes one frame, then lets a frame's time pass. */
  const frame = async () => {
    const gtin = await scanner.decodeFrame(FRAME);
    vi.advanceTimersByTime(FRAME_MS);
    return gtin;
  };
  return { scanner, primary, fallback, loadFallback, onDecoderError, frame };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("createLiveScanDecoder", () => {
  it("answers with the primary decoder's read at once", async () => {
    const { frame, loadFallback } = setup({ answers: [null, COLA] });
    expect(await frame()).toBeNull();
    expect(await frame()).toBe(COLA);
    expect(loadFallback).not.toHaveBeenCalled();
  });

  it("uses the first candidate that loads, skipping the unavailable and the failing", async () => {
    const zxing = fakeDecoder("zxing", [COLA]);
    const native = vi.fn(async () => null);
    const broken = vi.fn(async () => {
      throw new Error("wasm could not be fetched");
    });
    const onDecoderError = vi.fn();
    const scanner = createLiveScanDecoder({
      primary: [native, broken, async () => zxing],
      fallback: async () => fakeDecoder("quagga"),
      onDecoderError,
    });
    expect(await scanner.decodeFrame(FRAME)).toBe(COLA);
    expect(native).toHaveBeenCalledOnce();
    expect(broken).toHaveBeenCalledOnce();
    expect(onDecoderError).toHaveBeenCalledOnce();
  });

  it("leaves quagga2 out for the first 1.5 s without a read, then asks it on every missed frame", async () => {
    const { frame, fallback, loadFallback } = setup();
    for (let elapsed = 0; elapsed < FALLBACK_AFTER_MS; elapsed += FRAME_MS) await frame();
    expect(loadFallback).not.toHaveBeenCalled();
    await frame(); // the frame at 1.6 s
    expect(loadFallback).toHaveBeenCalledOnce();
    expect(fallback.decode).toHaveBeenCalledOnce();
    await frame();
    expect(fallback.decode).toHaveBeenCalledTimes(2);
  });

  it("brings quagga2 in exactly when 1.5 s have passed", async () => {
    const { scanner, loadFallback } = setup();
    await scanner.decodeFrame(FRAME);
    vi.advanceTimersByTime(FALLBACK_AFTER_MS - 1);
    await scanner.decodeFrame(FRAME);
    expect(loadFallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await scanner.decodeFrame(FRAME);
    expect(loadFallback).toHaveBeenCalledOnce();
  });

  it("accepts a quagga2 code only after two identical reads in a row", async () => {
    const { scanner, frame } = setup({ fallbackAnswers: [NUTELLA, COLA, null, COLA, COLA] });
    vi.advanceTimersByTime(FALLBACK_AFTER_MS);
    await scanner.decodeFrame(FRAME); // starts the clock
    vi.advanceTimersByTime(FALLBACK_AFTER_MS);
    expect(await frame()).toBeNull(); // NUTELLA
    expect(await frame()).toBeNull(); // COLA, differs
    expect(await frame()).toBeNull(); // miss
    expect(await frame()).toBeNull(); // COLA, first again
    expect(await frame()).toBe(COLA); // COLA, confirmed
  });

  it("never acts on a lone quagga2 read, nor on alternating ones", async () => {
    const { scanner, frame, fallback } = setup({ fallbackAnswers: [NUTELLA, null, NUTELLA, COLA, NUTELLA, COLA] });
    await scanner.decodeFrame(FRAME); // starts the clock
    vi.advanceTimersByTime(FALLBACK_AFTER_MS);
    for (let index = 0; index < 8; index++) expect(await frame()).toBeNull();
    expect(fallback.decode).toHaveBeenCalledTimes(8);
  });

  it("prefers the primary's read to quagga2 on the same frame", async () => {
    const primaryScript: Answer[] = Array.from({ length: 9 }, () => null);
    const { frame, fallback } = setup({ answers: [...primaryScript, COLA], fallbackAnswers: [NUTELLA] });
    for (let index = 0; index < 9; index++) await frame();
    expect(await frame()).toBe(COLA);
    expect(fallback.decode).toHaveBeenCalledTimes(1);
  });

  it("starts the clock again after a read and after reset()", async () => {
    const { scanner, frame, loadFallback } = setup({ answers: [null, null, null, null, null, null, null, COLA] });
    for (let index = 0; index < 7; index++) await frame(); // 0 … 1.2 s
    expect(await frame()).toBe(COLA); // 1.4 s
    for (let index = 0; index < 8; index++) await frame(); // 1.6 … 3.0 s: under 1.5 s since the read
    expect(loadFallback).not.toHaveBeenCalled();
    scanner.reset();
    for (let index = 0; index < 8; index++) await frame();
    expect(loadFallback).not.toHaveBeenCalled();
    await frame();
    expect(loadFallback).toHaveBeenCalledOnce();
  });

  it("starts the clock once the primary has loaded, not while it downloads", async () => {
    const zxing = fakeDecoder("zxing");
    const loadFallback = vi.fn(async () => fakeDecoder("quagga"));
    const slowLoad = () => new Promise<BarcodeDecoder>((resolve) => setTimeout(() => resolve(zxing), 3000));
    const scanner = createLiveScanDecoder({ primary: [slowLoad], fallback: loadFallback });
    const first = scanner.decodeFrame(FRAME);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await first).toBeNull();
    expect(zxing.decode).toHaveBeenCalledOnce();
    expect(loadFallback).not.toHaveBeenCalled();
  });

  it("hands over to the next candidate when the primary fails on a frame", async () => {
    const native = fakeDecoder("native", [new Error("detect failed")]);
    const zxing = fakeDecoder("zxing", [COLA]);
    const onDecoderError = vi.fn();
    const scanner = createLiveScanDecoder({
      primary: [async () => native, async () => zxing],
      fallback: async () => fakeDecoder("quagga"),
      onDecoderError,
    });
    expect(await scanner.decodeFrame(FRAME)).toBeNull();
    expect(onDecoderError).toHaveBeenCalledWith("native", expect.any(Error));
    expect(await scanner.decodeFrame(FRAME)).toBe(COLA);
    expect(native.decode).toHaveBeenCalledOnce();
  });

  it("uses quagga2 at once, still confirmed, when no primary decoder loads", async () => {
    const quagga = fakeDecoder("quagga", [COLA, COLA]);
    const scanner = createLiveScanDecoder({
      primary: [async () => null],
      fallback: async () => quagga,
      onDecoderError: vi.fn(),
    });
    expect(await scanner.decodeFrame(FRAME)).toBeNull();
    expect(await scanner.decodeFrame(FRAME)).toBe(COLA);
  });

  it("keeps scanning with the primary when quagga2 cannot load", async () => {
    const { scanner, frame, onDecoderError } = setup({
      answers: [...Array.from<Answer>({ length: 10 }).fill(null), COLA],
      fallback: async () => {
        throw new Error("chunk failed");
      },
    });
    for (let index = 0; index < 10; index++) expect(await frame()).toBeNull();
    expect(onDecoderError).toHaveBeenCalledOnce();
    expect(await scanner.decodeFrame(FRAME)).toBe(COLA);
  });

  it("rejects with NoDecoderError when no decoder at all loads", async () => {
    const scanner = createLiveScanDecoder({
      primary: [async () => null],
      fallback: async () => null,
      onDecoderError: vi.fn(),
    });
    await expect(scanner.decodeFrame(FRAME)).rejects.toBeInstanceOf(NoDecoderError);
  });

  it("ignores a quagga2 decoder that throws on a frame", async () => {
    const onDecoderError = vi.fn();
    const quagga = fakeDecoder("quagga", [new Error("bad frame"), COLA, COLA]);
    const scanner = createLiveScanDecoder({ primary: [], fallback: async () => quagga, onDecoderError });
    expect(await scanner.decodeFrame(FRAME)).toBeNull();
    expect(onDecoderError).toHaveBeenCalledWith("quagga", expect.any(Error));
    expect(await scanner.decodeFrame(FRAME)).toBeNull();
    expect(await scanner.decodeFrame(FRAME)).toBe(COLA);
  });
});
