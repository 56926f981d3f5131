import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";

import { showToast } from "@/components/toast/show-toast";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useTRPC } from "@/lib/trpc";
import { whenIdle } from "@/utils/when-idle";

import { useRequestScan } from "../api/use-request-scan";
import { cameraProblemToast, queryCameraPermission, type CameraProblem } from "../utils/camera-access";
import { createCameraSession, type CameraSession, type CameraStatus } from "../utils/camera-session";
import { loadVideoDecoding, prefetchDecoding } from "../utils/load-decoding";
import { createScanFlow, type ScanDestination, type ScanFlow, type ScanFlowDeps, type ScanSource } from "../utils/scan-flow";


export interface Scanner {
  videoRef: RefObject<HTMLVideoElement | null>;
  camera: CameraStatus;
  /** Why the camera is not running, when it could not be started (shown next to the other ways to scan). */
  cameraProblem: CameraProblem | null;
  processing: boolean;
  /** 'Tap to scan': checks the scans left, then the permission, then opens the camera. */
  tapToScan: () => void;
  /** A code typed by hand or read from a photo: the same flow as the camera's. */
  submitCode: (code: string, source: Exclude<ScanSource, "camera">) => void;
}

/**
 * Wires the camera session and the scan flow (both framework-free) to the app: tRPC, the query
 * cache, the router, toasts. Everything lives as long as the screen: leaving it closes the camera
 * and forgets the scanner's state (docs/product.md, States).
 *
 * When the camera starts — decided here:
 * - by itself when the screen opens, if the browser says camera access is already granted and
 *   scans are left: the shopper came to scan, and no prompt can appear unasked;
 * - otherwise on 'Tap to scan': a permission prompt (or a no-scans redirect to /payment) should
 *   answer something the shopper did, not greet them on arrival;
 * - never when access is denied: the toast says so at once, and typing or a photo still work.
 */
export function useScanner({ keepForLater }: Pick<ScanFlowDeps, "keepForLater"> = {}): Scanner {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const { refreshUser } = useAuth();
  const requestScan = useRequestScan();

  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraStatus>("off");
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | null>(null);
  const [processing, setProcessing] = useState(false);
  const controls = useRef<{ flow: ScanFlow; session: CameraSession } | null>(null);

  // The effect below builds the session and flow once per visit; it reads the app's services
  // through this ref, so a new function identity never closes the camera under the shopper.
  const services = useRef({ trpc, queryClient, navigate, refreshUser, requestScan, keepForLater });
  useLayoutEffect(() => {
    services.current = { trpc, queryClient, navigate, refreshUser, requestScan, keepForLater };
  });

  const startCamera = useCallback(async (session: CameraSession) => {
    const result = await session.start();
    if (result.ok) {
      setCameraProblem(null);
    } else if (result.problem !== "cancelled") {
      setCameraProblem(result.problem);
      showToast(cameraProblemToast(result.problem));
    }
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // The decoders and the result screen's code are fetched while the shopper aims (a read goes
    // straight to decoding and painting), but only once the screen itself has painted.
    const cancelPrefetch = whenIdle(() => {
      prefetchDecoding();
      const resultRoute = router.routesById["/results/$id"];
      if (resultRoute) void router.loadRouteChunk(resultRoute)?.catch(() => {});
    });

    const scansRemaining = async () => {
      const { queryClient, trpc } = services.current;
      // fetchQuery answers from the cache unless a scan marked the user stale, then asks the server.
      const user = await queryClient.fetchQuery(trpc.user.me.queryOptions());
      return user.scansRemaining;
    };

    const goTo = (destination: ScanDestination) => {
      const { navigate } = services.current;
      switch (destination.to) {
        case "result":
          void navigate({ to: "/results/$id", params: { id: destination.scannedProductId } });
          return;
        case "not-found":
          // The result screen shows 'Product Not Found' for a code nobody knows.
          void navigate({ to: "/results/$id", params: { id: "not-found" }, search: { barcode: destination.barcode } });
          return;
        case "payment":
          void navigate({ to: "/payment" });
          return;
      }
    };

    const session = createCameraSession({
      video,
      loadDecoding: loadVideoDecoding,
      onStatus: setCamera,
      onCode: (code) => {
        void flow.submit(code, "camera");
        // An ignored code (the same one again within 5 s) must not end the scanning.
        if (!flow.isProcessing()) session.resume();
      },
      onBroken: (problem) => {
        setCameraProblem(problem);
        showToast(cameraProblemToast(problem));
      },
      // User Timing marks: the browser tests read the time from a live camera to the first read.
      mark: (label) => performance.mark(`scanner:${label}`),
    });

    const flow = createScanFlow({
      scansRemaining,
      requestScan: (barcode, clientScanId) => services.current.requestScan(barcode, clientScanId),
      refreshUser: () => services.current.refreshUser(),
      navigate: goTo,
      toast: showToast,
      stopScanner: () => session.pause(),
      restartScanner: () => session.resume(),
      onProcessingChange: setProcessing,
      keepForLater: (barcode, clientScanId) => services.current.keepForLater?.(barcode, clientScanId) ?? Promise.resolve(false),
    });
    controls.current = { flow, session };

    let left = false;
    void (async () => {
      const permission = await queryCameraPermission();
      if (left) return;
      if (permission === "denied") {
        setCameraProblem("denied");
        showToast(cameraProblemToast("denied"));
        return;
      }
      if (permission !== "granted") return;
      const remaining = await scansRemaining().catch(() => null);
      if (left || remaining === 0) return;
      await startCamera(session);
    })();

    return () => {
      cancelPrefetch();
      left = true;
      controls.current = null;
      flow.dispose();
      session.stop();
      setProcessing(false);
    };
  }, [startCamera, router]);

  const tapToScan = useCallback(() => {
    const current = controls.current;
    if (!current || current.flow.isProcessing() || current.session.status !== "off") return;
    void (async () => {
      if (!(await current.flow.ensureScansLeft())) return;
      if (controls.current === current) await startCamera(current.session);
    })();
  }, [startCamera]);

  const submitCode = useCallback((code: string, source: Exclude<ScanSource, "camera">) => {
    void controls.current?.flow.submit(code, source);
  }, []);

  return { videoRef, camera, cameraProblem, processing, tapToScan, submitCode };
}
