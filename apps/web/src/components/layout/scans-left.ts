/** The header counter: "3 scans left", "1 scan left"; blank (empty) when nobody is signed in. */
export function scansLeftLabel(scansRemaining: number | null): string {
  if (scansRemaining === null) return "";
  return `${scansRemaining} ${scansRemaining === 1 ? "scan" : "scans"} left`;
}
