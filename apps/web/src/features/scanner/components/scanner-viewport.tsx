import type { ReactNode } from "react";

import classes from "./scanner-viewport.module.css";

/**
 * The square camera viewport with corner markers and a moving scan line (SPEC §2 /scanner):
 * at most 500 px or 90 % of the viewport width. The live camera arrives with the scanner issue.
 */
export function ScannerViewport({ children }: { children?: ReactNode }) {
  return (
    <div className={classes.viewport} data-testid="scanner-viewport">
      {children}
      <span className={classes.corner} data-corner="top-left" />
      <span className={classes.corner} data-corner="top-right" />
      <span className={classes.corner} data-corner="bottom-left" />
      <span className={classes.corner} data-corner="bottom-right" />
      <span className={classes.scanLine} />
    </div>
  );
}
