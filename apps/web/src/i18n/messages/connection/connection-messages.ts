import { defineNamespace } from "@/i18n/namespace";

import type source from "./en.json";
import { messages } from "./en.json?lingui";

/** The header's word that the app is offline: part of every first load, so apart from the offline feature's other texts (offline/). */
export const connectionMessages = defineNamespace<typeof source>(messages, { sv: () => import("./sv.json?lingui") });
