import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";

import { ScannerScreen } from "@/features/scanner/components/scanner-screen";
import { whenIdle } from "@/utils/when-idle";

// The scans waiting for a connection (docs/offline.md): fetched once the screen has painted, with IndexedDB's code.
const WaitingScans = lazy(() => import("@/features/offline/components/waiting-scans"));

/** A scan the server did not answer is kept on the device and sent when the connection returns. */
const keepForLater = async (barcode: string, clientScanId: string) => {
  const { keepScanForLater } = await import("@/features/offline/keep-scan");
  return keepScanForLater(barcode, clientScanId);
};

export const Route = createFileRoute("/scanner")({
  component: ScannerRoute,
});

function ScannerRoute() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <ScannerScreen keepForLater={keepForLater}>
      {idle && (
        <Suspense>
          <WaitingScans />
        </Suspense>
      )}
    </ScannerScreen>
  );
}
