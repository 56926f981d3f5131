import { createFileRoute, Navigate } from "@tanstack/react-router";

import { CenteredLoader } from "@/components/ui/centered-loader";

export const Route = createFileRoute("/")({
  component: HomeRedirect,
});

/** docs/product.md, Screens: the entry screen shows a spinner and immediately redirects to /scanner. */
function HomeRedirect() {
  return (
    <>
      <CenteredLoader />
      <Navigate to="/scanner" replace />
    </>
  );
}
