/**
 * The scans-left counter: "3 scans left", "1 scan left" (with `free`: "3 free scans left"); blank
 * (empty) when nobody is signed in.
 */
export function scansLeftLabel(scansRemaining: number | null, { free = false } = {}): string {
  if (scansRemaining === null) return "";
  return `${scansRemaining} ${free ? "free " : ""}${scansRemaining === 1 ? "scan" : "scans"} left`;
}
