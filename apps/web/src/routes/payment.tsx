import { createFileRoute } from "@tanstack/react-router";

import { DonationScreen } from "@/features/payment/components/donation-screen";

export const Route = createFileRoute("/payment")({
  component: DonationScreen,
});
