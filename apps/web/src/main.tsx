import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./styles/global.css";
import "./lib/zod-csp";

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
);
