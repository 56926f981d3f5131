import { Outlet, useMatches } from "@tanstack/react-router";
import { lazy, Suspense } from "react";

import { AppLayout } from "@/components/layout/app-layout";
import { PhoneColumn } from "@/components/layout/phone-column";
import { BootSpinner } from "@/components/ui/boot-spinner";
import { CenteredLoader } from "@/components/ui/centered-loader";
import { useAuth } from "@/features/auth/hooks/use-auth";

// The cookie notice follows the first screen by a moment rather than weighing on its first load
// (README, Performance: the /scanner budget); it sits below the content, so nothing moves when it comes.
const CookieBanner = lazy(() => import("@/features/cookie-consent/components/cookie-banner").then(({ CookieBanner }) => ({ default: CookieBanner })));

/** The cookie notice, once its code is there. */
function LateCookieBanner({ withTabBar }: { withTabBar: boolean }) {
  return (
    <Suspense fallback={null}>
      <CookieBanner withTabBar={withTabBar} />
    </Suspense>
  );
}

/**
 * Composes the app frame: auth state → spinner or layout (none on /auth), plus the cookie notice. A screen
 * waiting for its messages in the shopper's language suspends (src/i18n/README.md); a navigation keeps the
 * previous screen meanwhile, so the spinner only shows when there is none.
 */
export function RootLayout() {
  const { status, user, logout } = useAuth();
  const withoutChrome = useMatches({ select: (matches) => matches.some((match) => match.staticData.withoutChrome) });

  if (status === "loading") return <BootSpinner />;

  if (withoutChrome) {
    return (
      <PhoneColumn>
        <Suspense fallback={<BootSpinner />}>
          <Outlet />
        </Suspense>
        <LateCookieBanner withTabBar={false} />
      </PhoneColumn>
    );
  }

  return (
    <AppLayout signedIn={user !== null} scansRemaining={user?.scansRemaining ?? null} onLogout={() => void logout()}>
      <Suspense fallback={<CenteredLoader />}>
        <Outlet />
      </Suspense>
      <LateCookieBanner withTabBar />
    </AppLayout>
  );
}
