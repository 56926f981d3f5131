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

import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { Toaster } from "./components/toast/toaster";
import { createQueryClient } from "./lib/query-client";
import { cssVariablesResolver, theme } from "./lib/theme";
import { createTrpc, createTrpcClient, TRPCProvider } from "./lib/trpc";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter({ queryClient, trpc: createTrpc(trpcClient, queryClient) });

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

// The first screen's route is resolved (its code, its loader) before React's first commit. Rendered at once,
// the router's first commit is empty until then: index.html's spinner would vanish and the page stay blank,
// so the first paint waited for the whole screen (README, Performance). index.html's spinner stays meanwhile;
// the router sees the location resolved and does not load it again.
void router
  .load()
  .catch((error: unknown) => console.error(error))
  .finally(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <QueryClientProvider client={queryClient}>
            <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
              <Toaster />
              <RouterProvider router={router} />
            </TRPCProvider>
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
