import { createRouter, parseSearchWith, stringifySearchWith } from "@tanstack/react-router";

import type { RouterContext } from "./lib/router-context";
import { routeTree } from "./routeTree.gen";

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    // The query cache is the source of truth; the router must not cache loader data on top of it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Search values stay plain text (?barcode=0049000028911), never JSON: a barcode is not a number.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value: unknown) => String(value)),
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The screen stands alone: no header and no tab bar (SPEC §2: /auth). */
    withoutChrome?: boolean;
  }
}
