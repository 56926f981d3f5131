/** The route's `$id` as a scan id, or null when it cannot be one (e.g. /results/not-found). */
export function parseResultId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
