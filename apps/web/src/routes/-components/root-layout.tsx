import { Outlet, useMatches } from "@tanstack/react-router";

import { AppLayout } from "@/components/layout/app-layout";
import { PhoneColumn } from "@/components/layout/phone-column";
import { BootSpinner } from "@/components/ui/boot-spinner";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { CookieBanner } from "@/features/cookie-consent/components/cookie-banner";

/** Composes the app frame: auth state → spinner or layout (none on /auth), plus the cookie notice. */
export function RootLayout() {
  const { status, user, logout } = useAuth();
  const withoutChrome = useMatches({ select: (matches) => matches.some((match) => match.staticData.withoutChrome) });

  if (status === "loading") return <BootSpinner />;

  if (withoutChrome) {
    return (
      <PhoneColumn>
        <Outlet />
        <CookieBanner withTabBar={false} />
      </PhoneColumn>
    );
  }

  return (
    <AppLayout signedIn={user !== null} scansRemaining={user?.scansRemaining ?? null} onLogout={() => void logout()}>
      <Outlet />
      <CookieBanner withTabBar />
    </AppLayout>
  );
}
