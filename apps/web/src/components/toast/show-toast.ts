import type { ReactNode } from "react";

export interface Toast {
  title: ReactNode;
  message: ReactNode;
  /** The spec's "destructive" style: red. */
  destructive?: boolean;
}

/**
 * Shows a toast in the notification area (one at a time; see `Toaster`). Callable outside React
 * too (route guards). The notifications package is loaded on first use: it is not needed for the
 * first paint, and keeping it out of the entry chunk saves ~17 kB gzip.
 */
export function showToast({ title, message, destructive = false }: Toast): void {
  void import("@mantine/notifications").then(({ notifications }) =>
    notifications.show({ title, message, color: destructive ? "red" : undefined }),
  );
}
