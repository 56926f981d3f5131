import type { ReactNode } from "react";

import classes from "./app-layout.module.css";

/** The phone-sized column every screen lives in (docs/product.md, Screens: Layout). */
export function PhoneColumn({ children }: { children: ReactNode }) {
  return <div className={classes.column}>{children}</div>;
}
