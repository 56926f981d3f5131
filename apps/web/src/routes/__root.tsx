import { createRootRouteWithContext } from "@tanstack/react-router";


import { NotFoundScreen } from "@/components/errors/not-found-screen";
import type { RouterContext } from "@/lib/router-context";

import { RootLayout } from "./-components/root-layout";


export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});
