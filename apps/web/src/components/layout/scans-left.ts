import { shellMessages } from "@/i18n/messages/shell/shell-messages";

/**
 * The scans-left counter: "3 scans left", "1 scan left" (with `free`: "3 free scans left"); blank
 * (empty) when nobody is signed in.
 */
export function scansLeftLabel(scansRemaining: number | null, { free = false } = {}): string {
  if (scansRemaining === null) return "";
  return shellMessages.t(free ? "shell.freeScansLeft" : "shell.scansLeft", { count: scansRemaining });
}
