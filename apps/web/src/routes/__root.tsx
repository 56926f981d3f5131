import { createRootRouteWithContext } from "@tanstack/react-router";

import { RootLayout } from "./-components/root-layout";

import { NotFoundScreen } from "@/components/errors/not-found-screen";
import type { RouterContext } from "@/lib/router-context";


export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});
