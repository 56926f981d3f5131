import { Text, UnstyledButton } from "@mantine/core";
import { Link, useLocation } from "@tanstack/react-router";

import { shellMessages } from "@/i18n/messages/shell/shell-messages";
import { useMessages } from "@/i18n/namespace";

import classes from "./app-layout.module.css";
import { visibleDestinations } from "./destinations";

/** The fixed bottom tabs; the active one is the tab whose path equals the current path exactly. */
export function BottomTabBar({ signedIn }: { signedIn: boolean }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const t = useMessages(shellMessages);

  return (
    <nav className={classes.tabBar} aria-label={t("shell.mainNavigation")}>
      {visibleDestinations(signedIn).map(({ to, tab, icon: Icon, highlightWhenSignedIn }) => {
        if (tab === undefined) return null;
        const active = pathname === to;
        return (
          <UnstyledButton
            key={to}
            component={Link}
            to={to}
            className={classes.tab}
            data-active={active || undefined}
            aria-current={active ? "page" : undefined}
          >
            <Icon
              size={22}
              className={classes.tabIcon}
              data-highlighted={(highlightWhenSignedIn && signedIn) || undefined}
              stroke={1.75}
            />
            <Text component="span" size="xs" fw="inherit">
              {t(tab)}
            </Text>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
