import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import bwipjs from "bwip-js/node";

const run = promisify(execFile);

/** A temporary folder for generated pictures and videos; nothing binary is committed. */
export interface MediaDir {
  path: string;
  dispose: () => void;
}

export function createMediaDir(): MediaDir {
  const dir = mkdtempSync(path.join(tmpdir(), "productcheck-camera-"));
  return { path: dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** An EAN-13 as a PNG, the way a product's label shows it: bars, quiet zone and the digits below. */
export async function renderEan13Png(code: string, dir: string): Promise<string> {
  const png = await bwipjs.toBuffer({
    bcid: "ean13",
    text: code,
    scale: 3,
    height: 20,
    includetext: true,
    paddingwidth: 12,
    // bwip-js leaves the background transparent, which ffmpeg's rgb24 turns black: bars on black read as nothing.
    backgroundcolor: "FFFFFF",
  });
  const file = path.join(dir, `${code}.png`);
  writeFileSync(file, png);
  return file;
}

/**
 * A one-frame 640×480 Y4M video of the barcode, centred on white: what Chromium's fake camera
 * plays (in a loop) instead of a real one. Needs Debian's ffmpeg.
 */
export async function renderBarcodeVideo(code: string, dir: string): Promise<string> {
  const png = await renderEan13Png(code, dir);
  const y4m = path.join(dir, `${code}.y4m`);
  await run("ffmpeg", [
    "-loglevel",
    "error",
    "-y",
    "-i",
    png,
    "-vf",
    "format=rgb24,pad=640:480:(ow-iw)/2:(oh-ih)/2:color=white,format=yuv420p",
    "-frames:v",
    "1",
    y4m,
  ]);
  return y4m;
}

/** A plain white 640×480 PNG: a photo with no barcode in it. */
export async function renderBlankPng(dir: string): Promise<string> {
  const png = path.join(dir, "blank.png");
  await run("ffmpeg", ["-loglevel", "error", "-y", "-f", "lavfi", "-i", "color=c=white:s=640x480", "-frames:v", "1", png]);
  return png;
}

/** Chromium flags: a fake camera playing `video`, and camera prompts answered "allow" without UI. */
export function fakeCameraArgs(video: string): string[] {
  return ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${video}`];
}
