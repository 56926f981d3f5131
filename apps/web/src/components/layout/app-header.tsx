import { Text } from "@mantine/core";
import { lazy, Suspense } from "react";

import { BrandTitle } from "@/components/ui/brand-title";

import classes from "./app-layout.module.css";
import { MenuButton } from "./menu-button";
import { scansLeftLabel } from "./scans-left";

// Not part of the first load; until it arrives the same button stands in, marked disabled (aria-disabled).
const AppMenu = lazy(() => import("./app-menu"));


export function AppHeader(props: { signedIn: boolean; scansRemaining: number | null; onLogout: () => void }) {
  return (
    <header className={classes.header}>
      <BrandTitle />
      <Text size="sm" fw={500} c="dimmed" ta="center" aria-live="polite" data-testid="scans-left">
        {scansLeftLabel(props.scansRemaining)}
      </Text>
      <div className={classes.headerEnd}>
        <Suspense fallback={<MenuButton aria-disabled />}>
          <AppMenu signedIn={props.signedIn} onLogout={props.onLogout} />
        </Suspense>
      </div>
    </header>
  );
}
