import { useElements, useStripe } from "@stripe/react-stripe-js";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useState } from "react";

import type { TDonationAmount } from "@productcheck/validators/payment";

import { showToast } from "@/components/toast/show-toast";

import { useConfirmPaymentSuccess } from "../api/confirm-payment-success";
import { donationErrorToast, donationFailedToast, donationOutcomeOf, donationThanksToast } from "../utils/donation-outcome";

/**
 * The card form's pay button (inside `<Elements>`): confirms the payment with Stripe, redirecting
 * only when the payment method needs it, then tells the server (docs/product.md, States: Donation, steps 3-5).
 * A payment still processing goes to the payment result page, which says so, instead of thanking
 * for scans that are not there yet.
 */
export function useConfirmDonation(amount: TDonationAmount, clientSecret: string) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const { mutateAsync: confirmSuccess } = useConfirmPaymentSuccess();
  const [paying, setPaying] = useState(false);

  const pay = useCallback(async () => {
    if (!stripe || !elements) return;
    setPaying(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/payment-success` },
        redirect: "if_required",
      });
      const outcome = donationOutcomeOf(result);
      if (outcome.kind === "failed" || outcome.kind === "unexpected") {
        // The form stays open: the shopper may correct the card or try another.
        showToast(outcome.kind === "failed" ? donationFailedToast(outcome.message) : donationErrorToast());
        setPaying(false);
        return;
      }
      await confirmSuccess({ clientSecret });
      if (outcome.kind === "processing") {
        await navigate({ to: "/payment-success", search: { payment_intent_client_secret: clientSecret } });
      } else {
        showToast(donationThanksToast(amount));
        await navigate({ to: "/scanner" });
      }
    } catch (error) {
      console.error("Donation failed:", error);
      showToast(donationErrorToast());
      setPaying(false);
    }
  }, [amount, clientSecret, confirmSuccess, elements, navigate, stripe]);

  return { ready: stripe !== null && elements !== null, paying, pay: () => void pay() };
}
