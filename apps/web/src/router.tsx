import { createRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { lazy, Suspense } from "react";

import type { RouterContext } from "./lib/router-context";
import { routeTree } from "./routeTree.gen";

// Loaded when a screen fails to open, from the service worker's precache when offline (docs/offline.md).
const ScreenUnavailable = lazy(() => import("./features/offline/components/screen-unavailable"));

function RouteError(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <ScreenUnavailable {...props} />
    </Suspense>
  );
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    defaultErrorComponent: RouteError,
    // The query cache is the source of truth; the router must not cache loader data on top of it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Search values stay plain text (?barcode=0049000028911), never JSON or numbers: a barcode is not a number.
    parseSearch: (searchStr) => Object.fromEntries(new URLSearchParams(searchStr)),
    stringifySearch: (search) => {
      const entries = Object.entries(search).filter(([, value]) => value !== undefined && value !== null);
      const query = new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
      return query ? `?${query}` : "";
    },
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The screen stands alone: no header and no tab bar (docs/product.md, Screens: /auth). */
    withoutChrome?: boolean;
  }
}
