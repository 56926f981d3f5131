import {
  IconBookmark,
  IconHeart,
  IconInfoCircle,
  IconScan,
  IconUser,
  type Icon,
} from "@tabler/icons-react";
import type { LinkProps } from "@tanstack/react-router";

export interface Destination {
  to: NonNullable<LinkProps["to"]>;
  icon: Icon;
  /** Label in the bottom tab bar; absent = not a tab. */
  tab?: string;
  /** Label in the header menu; absent = not in the menu. */
  menu?: string;
  signedInOnly?: boolean;
  /** The tab's icon is highlighted while someone is signed in (the Login tab). */
  highlightWhenSignedIn?: boolean;
}

const supportUs = "Support Us";

/** docs/product.md, Screens: Layout: the menu entries and the tabs, in their order. Logout is the menu's own action. */
export const destinations: readonly Destination[] = [
  { to: "/scanner", icon: IconScan, tab: "Scan", menu: "Scanner" },
  { to: "/saved", icon: IconBookmark, tab: "Saved", menu: "Saved Products", signedInOnly: true },
  { to: "/payment", icon: IconHeart, tab: supportUs, menu: supportUs },
  { to: "/auth", icon: IconUser, tab: "Login", highlightWhenSignedIn: true },
  { to: "/help", icon: IconInfoCircle, tab: "Info" },
];

export function visibleDestinations(signedIn: boolean): Destination[] {
  return destinations.filter((destination) => signedIn || !destination.signedInOnly);
}
