import { Button, Card, Group, Stack } from "@mantine/core";
import { Elements, PaymentElement } from "@stripe/react-stripe-js";
import type { Stripe, StripeElementsOptionsClientSecret } from "@stripe/stripe-js";
import { useMemo } from "react";

import type { TDonationAmount } from "@productcheck/validators/payment";

import { paymentMessages } from "@/i18n/messages/payment/payment-messages";
import { useMessages } from "@/i18n/namespace";

import { useConfirmDonation } from "../hooks/use-confirm-donation";
import { formatEuros } from "../utils/donation";
import { CancelButton } from "./cancel-button";

interface CardPaymentFormProps {
  stripe: Stripe;
  clientSecret: string;
  amount: TDonationAmount;
  onCancel: () => void;
  /** Stripe's Payment Element could not load (e.g. its frame was blocked). */
  onUnavailable: () => void;
}

/** docs/product.md, Screens: the card payment form that appears after Donate, Stripe's Payment Element in the stripe theme (docs/product.md, Calls). */
export function CardPaymentForm({ stripe, clientSecret, ...form }: CardPaymentFormProps) {
  const options = useMemo<StripeElementsOptionsClientSecret>(
    () => ({ clientSecret, appearance: { theme: "stripe" } }),
    [clientSecret],
  );
  return (
    // A payment's client secret cannot change under Elements: a new payment gets a new form.
    <Elements key={clientSecret} stripe={stripe} options={options}>
      <PaymentForm clientSecret={clientSecret} {...form} />
    </Elements>
  );
}

function PaymentForm({ clientSecret, amount, onCancel, onUnavailable }: Omit<CardPaymentFormProps, "stripe">) {
  const t = useMessages(paymentMessages);
  const { ready, paying, pay } = useConfirmDonation(amount, clientSecret);
  return (
    <Card
      withBorder
      component="form"
      aria-label={t("payment.cardPayment")}
      onSubmit={(event) => {
        event.preventDefault();
        pay();
      }}
    >
      <Stack gap="md">
        <PaymentElement onLoadError={onUnavailable} />
        <Group grow>
          <CancelButton onCancel={onCancel} disabled={paying} />
          <Button type="submit" loading={paying} disabled={!ready}>
            {t("payment.pay", { amount: formatEuros(amount, 2) })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
