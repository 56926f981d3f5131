import type { ReactNode } from "react";

import { AppHeader } from "./app-header";
import classes from "./app-layout.module.css";
import { BottomTabBar } from "./bottom-tab-bar";
import { PhoneColumn } from "./phone-column";

export interface AppLayoutProps {
  signedIn: boolean;
  /** The signed-in user's scans left; null when nobody is signed in. */
  scansRemaining: number | null;
  onLogout: () => void;
  children: ReactNode;
}

/** Fixed header, scrollable main area and fixed bottom tab bar in the phone column (docs/product.md, Screens: Layout). */
export function AppLayout({ signedIn, scansRemaining, onLogout, children }: AppLayoutProps) {
  return (
    <PhoneColumn>
      <AppHeader signedIn={signedIn} scansRemaining={scansRemaining} onLogout={onLogout} />
      <main className={classes.main}>{children}</main>
      <BottomTabBar signedIn={signedIn} />
    </PhoneColumn>
  );
}
