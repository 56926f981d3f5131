import { createFileRoute } from "@tanstack/react-router";

import { SignInScreen } from "@/features/auth/components/sign-in-screen";

export const Route = createFileRoute("/auth")({
  staticData: { withoutChrome: true },
  component: SignInScreen,
});
