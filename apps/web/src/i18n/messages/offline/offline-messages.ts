import { i18n } from "@/i18n/i18n";
import type { Locale } from "@/i18n/locale";
import { defineNamespace } from "@/i18n/namespace";

import type source from "./en.json";
import { messages } from "./en.json?lingui";

/** Working offline (docs/offline.md): the waiting scans, their toasts, the screens' offline states. */
export const offlineMessages = defineNamespace<typeof source>(messages, { sv: () => import("./sv.json?lingui") });
export type OfflineKey = keyof typeof source;

/** `t` for code outside a render (toasts), once this namespace's catalogue of the active language is loaded. */
export async function offlineText(): Promise<typeof offlineMessages.t> {
  await offlineMessages.ensure(i18n.locale as Locale);
  return offlineMessages.t;
}
