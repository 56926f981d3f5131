import { Text } from "@mantine/core";
import { lazy, Suspense, useEffect, useState } from "react";

import { BrandTitle } from "@/components/ui/brand-title";
import { OfflineIndicator } from "@/features/offline/components/offline-indicator";
import { whenIdle } from "@/utils/when-idle";

import classes from "./app-layout.module.css";
import { MenuButton } from "./menu-button";
import { scansLeftLabel } from "./scans-left";

// Not part of the first load: its code is fetched once the page is idle (or at the first touch of the
// button); until it arrives the same button stands in, marked disabled (aria-disabled).
const AppMenu = lazy(() => import("./app-menu"));

function useMenuWanted() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return [wanted, () => setWanted(true)] as const;
}


export function AppHeader(props: { signedIn: boolean; scansRemaining: number | null; onLogout: () => void }) {
  const [menuWanted, wantMenu] = useMenuWanted();
  const standIn = <MenuButton aria-disabled onPointerDown={wantMenu} onFocus={wantMenu} />;
  return (
    <header className={classes.header}>
      <BrandTitle />
      <Text size="sm" fw={500} c="dimmed" ta="center" aria-live="polite" data-testid="scans-left">
        {scansLeftLabel(props.scansRemaining)}
      </Text>
      <div className={classes.headerEnd}>
        <OfflineIndicator />
        {menuWanted ? (
          <Suspense fallback={standIn}>
            <AppMenu signedIn={props.signedIn} onLogout={props.onLogout} />
          </Suspense>
        ) : (
          standIn
        )}
      </div>
    </header>
  );
}
