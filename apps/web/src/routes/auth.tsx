import { createFileRoute } from "@tanstack/react-router";

import { SignInScreen } from "@/features/auth/components/sign-in-screen";
import { NeedsConnection } from "@/features/offline/components/offline-gate";

export const Route = createFileRoute("/auth")({
  staticData: { withoutChrome: true },
  component: AuthRoute,
});

/** Signing in needs the server (an e-mailed code): offline, the page says so (docs/offline.md). */
function AuthRoute() {
  return (
    <NeedsConnection>
      <SignInScreen />
    </NeedsConnection>
  );
}
