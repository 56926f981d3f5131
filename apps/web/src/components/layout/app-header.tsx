import { Text } from "@mantine/core";


import { BrandTitle } from "@/components/ui/brand-title";

import classes from "./app-layout.module.css";
import { AppMenu } from "./app-menu";
import { scansLeftLabel } from "./scans-left";


export function AppHeader(props: { signedIn: boolean; scansRemaining: number | null; onLogout: () => void }) {
  return (
    <header className={classes.header}>
      <BrandTitle />
      <Text size="sm" fw={500} c="dimmed" ta="center" aria-live="polite" data-testid="scans-left">
        {scansLeftLabel(props.scansRemaining)}
      </Text>
      <div className={classes.headerEnd}>
        <AppMenu signedIn={props.signedIn} onLogout={props.onLogout} />
      </div>
    </header>
  );
}
