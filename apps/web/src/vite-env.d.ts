/// <reference types="vite/client" />

/** A message catalogue compiled by @lingui/vite-plugin (src/i18n/README.md). */
declare module "*?lingui" {
  import type { Messages } from "@lingui/core";

  export const messages: Messages;
}
