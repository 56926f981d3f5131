import { defineNamespace } from "@/i18n/namespace";

import type source from "./en.json";
import { messages } from "./en.json?lingui";

/** The app's frame: header, menu, tab bar, cookie notice, not-found screen. */
export const shellMessages = defineNamespace<typeof source>(messages, { sv: () => import("./sv.json?lingui") });
export type ShellKey = keyof typeof source;
