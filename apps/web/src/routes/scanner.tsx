import { createFileRoute } from "@tanstack/react-router";

import { ScannerScreen } from "@/features/scanner/components/scanner-screen";

export const Route = createFileRoute("/scanner")({
  component: ScannerScreen,
});
