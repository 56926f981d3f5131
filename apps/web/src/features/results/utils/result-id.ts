/** What a scan's public id looks like (docs/security.md#public-ids; the server's ZPublicIdSchema). */
const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The route's `$id` as a scan's public id, or null when it cannot be one (e.g. /results/not-found). */
export function parseResultId(raw: string): string | null {
  return raw !== "not-found" && PUBLIC_ID.test(raw) ? raw : null;
}
