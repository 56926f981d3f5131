import type { Stripe } from "@stripe/stripe-js";
import { useCallback, useState } from "react";

import { SCANS_PER_EURO, type TDonationAmount } from "@productcheck/validators/donation";

import { showToast } from "@/components/toast/show-toast";

import { useCreatePaymentIntent } from "../api/create-payment-intent";
import { usePaymentConfig } from "../api/payment-config";
import { DEFAULT_DONATION } from "../utils/donation";
import { paymentErrorToast } from "../utils/donation-outcome";
import { loadStripeOnce } from "../utils/load-stripe";

/**
 * Where the donation page is (docs/product.md, States, Donation):
 * - `off`: the server has no Stripe keys; `unreachable`: its payment settings could not be read;
 * - `amount`: choosing the amount (`starting` while Donate creates the payment and loads Stripe.js);
 * - `card`: the card form for the created payment;
 * - `unavailable`: the payment exists but Stripe.js did not load; "Try again" loads it again.
 */
export type DonationStep =
  | { step: "loading" | "off" | "unreachable" | "amount" | "starting" }
  | { step: "card"; clientSecret: string; stripe: Stripe }
  | { step: "unavailable"; clientSecret: string };

type OpenStep = { step: "amount" | "starting" } | Extract<DonationStep, { clientSecret: string }>;

export interface Donation {
  amount: TDonationAmount;
  setAmount: (amount: TDonationAmount) => void;
  scansPerEuro: number;
  view: DonationStep;
  /** True while "Try again" runs. */
  retrying: boolean;
  donate: () => void;
  retry: () => void;
  /** Closes the card form (or the could-not-load message): back to choosing the amount. */
  cancel: () => void;
  /** The card form could not start (its Payment Element failed to load). */
  formUnavailable: () => void;
}

export function useDonation(): Donation {
  const config = usePaymentConfig();
  const { mutateAsync: createIntent } = useCreatePaymentIntent();
  const [amount, setAmount] = useState<TDonationAmount>(DEFAULT_DONATION);
  const [open, setOpen] = useState<OpenStep>({ step: "amount" });
  const [retrying, setRetrying] = useState(false);
  const publishableKey = config.data?.publishableKey ?? null;

  const showCardForm = useCallback(async (clientSecret: string, stripe: Promise<Stripe>) => {
    try {
      setOpen({ step: "card", clientSecret, stripe: await stripe });
    } catch (error) {
      console.error("Stripe.js could not be loaded:", error);
      setOpen({ step: "unavailable", clientSecret });
    }
  }, []);

  const donate = useCallback(async () => {
    if (publishableKey === null) return;
    setOpen({ step: "starting" });
    // Stripe.js loads while the server creates the payment.
    const stripe = loadStripeOnce(publishableKey);
    // Its failure is handled once the payment exists (showCardForm); until then it must not go unhandled.
    stripe.catch(() => {});
    let clientSecret: string;
    try {
      ({ clientSecret } = await createIntent({ amount }));
    } catch (error) {
      console.error("Payment intent creation failed:", error);
      showToast(paymentErrorToast());
      setOpen({ step: "amount" });
      return;
    }
    await showCardForm(clientSecret, stripe);
  }, [amount, createIntent, publishableKey, showCardForm]);

  const retry = useCallback(async () => {
    if (open.step !== "unavailable" || publishableKey === null) {
      await config.refetch();
      return;
    }
    setRetrying(true);
    await showCardForm(open.clientSecret, loadStripeOnce(publishableKey));
    setRetrying(false);
  }, [config, open, publishableKey, showCardForm]);

  const view: DonationStep = config.isPending
    ? { step: "loading" }
    : config.isError
      ? { step: "unreachable" }
      : config.data.enabled && publishableKey !== null
        ? open
        : { step: "off" };

  return {
    amount,
    setAmount,
    scansPerEuro: config.data?.scansPerEuro ?? SCANS_PER_EURO,
    view,
    retrying: retrying || config.isRefetching,
    donate: () => void donate(),
    retry: () => void retry(),
    cancel: () => setOpen({ step: "amount" }),
    formUnavailable: () => setOpen((current) => (current.step === "card" ? { step: "unavailable", clientSecret: current.clientSecret } : current)),
  };
}
