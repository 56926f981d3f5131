import { defineNamespace } from "@/i18n/namespace";

import type source from "./en.json";
import { messages } from "./en.json?lingui";

export const adminMessages = defineNamespace<typeof source>(messages, { sv: () => import("./sv.json?lingui") });
