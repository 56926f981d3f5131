import { Loader, Text } from "@mantine/core";
import { IconCameraOff } from "@tabler/icons-react";
import type { RefObject } from "react";

import { scannerMessages } from "@/i18n/messages/scanner/scanner-messages";
import { useMessages } from "@/i18n/namespace";

import type { CameraProblem } from "../utils/camera-access";
import type { CameraStatus } from "../utils/camera-session";
import classes from "./scanner-viewport.module.css";

export interface ScannerViewportProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  camera: CameraStatus;
  cameraProblem: CameraProblem | null;
  processing: boolean;
}

const problemText = {
  denied: "scanner.cameraOff",
  failed: "scanner.cameraFailed",
} as const satisfies Record<CameraProblem, string>;

/**
 * The square camera viewport with corner markers and a moving scan line (docs/product.md, Screens: /scanner): at
 * most 500 px or 90 % of the viewport width. The video stays mounted, so the camera session keeps
 * its element; while a code is processed the frame freezes under the 'Analyzing...' overlay.
 */
export function ScannerViewport({ videoRef, camera, cameraProblem, processing }: ScannerViewportProps) {
  const t = useMessages(scannerMessages);
  const showVideo = camera === "live" || camera === "paused";
  // No camera to aim: the frame says why and points to the other ways, without a scan line.
  const unavailable = camera === "off" && cameraProblem !== null;

  return (
    <div className={classes.viewport} data-testid="scanner-viewport" data-camera={camera}>
      <video ref={videoRef} className={classes.video} data-visible={showVideo || undefined} muted playsInline aria-hidden />
      {camera === "starting" && (
        <div className={classes.placeholder}>
          <Loader color="white" aria-label={t("scanner.startingCamera")} />
        </div>
      )}
      {unavailable && (
        <div className={classes.placeholder}>
          <IconCameraOff size={36} aria-hidden />
          <Text size="sm" ta="center" maw={260}>
            {t(problemText[cameraProblem])}
          </Text>
        </div>
      )}
      <span className={classes.corner} data-corner="top-left" />
      <span className={classes.corner} data-corner="top-right" />
      <span className={classes.corner} data-corner="bottom-left" />
      <span className={classes.corner} data-corner="bottom-right" />
      {!unavailable && <span className={classes.scanLine} />}
      {processing && (
        <div className={classes.overlay} role="status">
          <Loader color="white" size="sm" />
          <Text fw={600} c="white">
            {t("scanner.analyzing")}
          </Text>
        </div>
      )}
    </div>
  );
}
