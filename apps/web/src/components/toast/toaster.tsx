import { lazy, Suspense, useEffect, useState } from "react";

import { shellMessages } from "@/i18n/messages/shell/shell-messages";
import { useMessages } from "@/i18n/namespace";
import { whenIdle } from "@/utils/when-idle";

const POSITION = "top-center";

// The notifications store (`showToast`) is tiny and works before this mounts; the rendering
// component with its transitions is ~15 kB gzip, so it stays out of the entry chunk.
const Notifications = lazy(() => import("./notifications").then((module) => ({ default: module.Notifications })));

/**
 * The notification area (docs/product.md, Constants): one toast at a time (later ones queue), each shown for 5 s,
 * dismissable by swiping; F8 moves focus to the area.
 */
export function Toaster() {
  // Mounted once the first screen has painted (README, Performance); a toast shown before then is
  // queued by the store and appears when it mounts, within the idle timeout.
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true), 1000), []);
  const t = useMessages(shellMessages);
  // A listener of its own rather than Mantine's useHotkeys (its key parser is ~0.5 kB gzip of the first load).
  useEffect(() => {
    const focusToastArea = (event: KeyboardEvent) => {
      if (event.key === "F8") document.querySelector<HTMLElement>(`[data-toast-area][data-position="${POSITION}"]`)?.focus();
    };
    window.addEventListener("keydown", focusToastArea);
    return () => window.removeEventListener("keydown", focusToastArea);
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        position={POSITION}
        limit={1}
        autoClose={5000}
        containerWidth={440}
        data-toast-area=""
        tabIndex={-1}
        // A labelled landmark: a bare div may not carry aria-label (Lighthouse, ARIA attributes).
        role="region"
        aria-label={t("shell.notifications")}
      />
    </Suspense>
  );
}
