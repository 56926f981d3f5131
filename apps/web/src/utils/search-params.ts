/**
 * `validateSearch` for routes whose search parameters are optional plain strings. A route's options stay
 * in the entry chunk (only its component is split off), so this replaces zod/mini there: zod's core
 * weighed ~25 kB gzip on every screen's first load (README, Performance).
 */
export function optionalStringParams<const K extends string>(...keys: K[]) {
  return (search: Record<string, unknown>): { [P in K]?: string } => {
    const result: { [P in K]?: string } = {};
    for (const key of keys) {
      const value = search[key];
      if (typeof value === "string") result[key] = value;
    }
    return result;
  };
}
