import type { ReactNode } from "react";

import classes from "./app-layout.module.css";

/** The phone-sized column every screen lives in (SPEC §2 Layout). */
export function PhoneColumn({ children }: { children: ReactNode }) {
  return <div className={classes.column}>{children}</div>;
}
