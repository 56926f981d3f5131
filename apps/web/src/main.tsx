// Mantine's styles for the components the first screens draw, not all of styles.css (~290 kB raw): the
// stylesheet blocks the first paint, and the browser builds its rule set on the slow phone's main thread
// (README, Performance). Base files first, as Mantine requires; a component used by one lazily loaded
// screen or dialog imports its own file there, and Vite loads it with that chunk.
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Title.css";
import "./styles/global.css";
import "./lib/zod-csp";

import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { Toaster } from "./components/toast/toaster";
import { authStatusQueryOptions } from "./features/auth/api/auth-queries";
import { AppI18nProvider } from "./i18n/i18n-provider";
import { messagesReady } from "./i18n/namespace";
import { createQueryClient } from "./lib/query-client";
import { cssVariablesResolver, theme } from "./lib/theme";
import { createTrpc, createTrpcClient, TRPCProvider } from "./lib/trpc";
import { restoreIfUnreachable, startOfflineSupportLater } from "./offline-boot";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const trpc = createTrpc(trpcClient, queryClient);
const router = createAppRouter({ queryClient, trpc });

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

// React's first commit is the first screen itself: the sign-in state (answered by index.html's preload of
// auth.status, asked for on its own so the request is the preloaded one) and the route (its code, its
// loader) are resolved first, while index.html's spinner stays. Rendered at once, the router's first commit
// was empty (a blank page until the screen came, so the first paint waited for it), and the screen then
// rendered in one piece when the sign-in answer came, as an update React cannot split. Rendered in a
// transition, React renders it in slices and lets the browser in between (README, Performance).
// The router sees the location resolved and does not load it again. Offline, the device's copies stand in (docs/offline.md).
void queryClient
  .prefetchQuery(authStatusQueryOptions(trpc))
  .then(() => restoreIfUnreachable(queryClient, trpc))
  .then(() => router.load())
  // The first screen's messages in the shopper's language: English ships with the code, Swedish is fetched.
  .then(() => messagesReady())
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    const root = createRoot(rootElement);
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppI18nProvider>
            <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
              <QueryClientProvider client={queryClient}>
                <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
                  <Toaster />
                  <RouterProvider router={router} />
                </TRPCProvider>
              </QueryClientProvider>
            </MantineProvider>
          </AppI18nProvider>
        </StrictMode>,
      ),
    );
    startOfflineSupportLater({ queryClient, trpc, trpcClient, router });
  });
