import { defineNamespace } from "@/i18n/namespace";

import type source from "./en.json";
import { messages } from "./en.json?lingui";

/** The typed-barcode form: loaded with it, not with the scanner screen. */
export const barcodeMessages = defineNamespace<typeof source>(messages, { sv: () => import("./sv.json?lingui") });
