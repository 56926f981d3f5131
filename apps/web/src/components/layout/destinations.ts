import {
  IconBookmark,
  IconHeart,
  IconInfoCircle,
  IconScan,
  IconUser,
  type Icon,
} from "@tabler/icons-react";
import type { LinkProps } from "@tanstack/react-router";

import type { ShellKey } from "@/i18n/messages/shell/shell-messages";

export interface Destination {
  to: NonNullable<LinkProps["to"]>;
  icon: Icon;
  /** Message key of the label in the bottom tab bar; absent = not a tab. */
  tab?: ShellKey;
  /** Message key of the label in the header menu; absent = not in the menu. */
  menu?: ShellKey;
  signedInOnly?: boolean;
  /** The tab's icon is highlighted while someone is signed in (the Login tab). */
  highlightWhenSignedIn?: boolean;
}

/** docs/product.md, Screens: Layout: the menu entries and the tabs, in their order. Logout is the menu's own action. */
export const destinations: readonly Destination[] = [
  { to: "/scanner", icon: IconScan, tab: "shell.tab.scan", menu: "shell.menu.scanner" },
  { to: "/saved", icon: IconBookmark, tab: "shell.tab.saved", menu: "shell.menu.savedProducts", signedInOnly: true },
  { to: "/payment", icon: IconHeart, tab: "shell.tab.supportUs", menu: "shell.menu.supportUs" },
  { to: "/auth", icon: IconUser, tab: "shell.tab.login", highlightWhenSignedIn: true },
  { to: "/help", icon: IconInfoCircle, tab: "shell.tab.info" },
];

export function visibleDestinations(signedIn: boolean): Destination[] {
  return destinations.filter((destination) => signedIn || !destination.signedInOnly);
}
