import { useHotkeys } from "@mantine/hooks";
import { lazy, Suspense } from "react";

const POSITION = "top-center";

// The notifications store (`showToast`) is tiny and works before this mounts; the rendering
// component with its transitions is ~15 kB gzip, so it stays out of the entry chunk.
const Notifications = lazy(() =>
  import("@mantine/notifications").then((module) => ({ default: module.Notifications })),
);

/**
 * The notification area (docs/product.md, Constants): one toast at a time (later ones queue), each shown for 5 s,
 * dismissable by swiping; F8 moves focus to the area.
 */
export function Toaster() {
  useHotkeys([
    ["F8", () => document.querySelector<HTMLElement>(`[data-toast-area][data-position="${POSITION}"]`)?.focus()],
  ]);

  return (
    <Suspense fallback={null}>
      <Notifications
        position={POSITION}
        limit={1}
        autoClose={5000}
        containerWidth={440}
        data-toast-area=""
        tabIndex={-1}
        aria-label="Notifications (F8)"
      />
    </Suspense>
  );
}
