import "@mantine/core/styles/ThemeIcon.css";
import { Button, Card, Loader, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

import { paymentMessages } from "@/i18n/messages/payment/payment-messages";
import { useMessages } from "@/i18n/namespace";

import { usePaymentResult } from "../hooks/use-payment-result";
import { paymentResultTitle, type PaymentResultState } from "../utils/payment-result";

const icons: Record<PaymentResultState, ReactNode> = {
  loading: <Loader aria-hidden />,
  success: (
    <ThemeIcon size={56} radius="xl" color="teal">
      <IconCheck size={32} />
    </ThemeIcon>
  ),
  error: (
    <ThemeIcon size={56} radius="xl" color="red">
      <IconX size={32} />
    </ThemeIcon>
  ),
};

/**
 * The payment result page (docs/product.md, Screens: /payment-success, §4): where Stripe returns after a payment
 * that needed a redirect, with the PaymentIntent's client secret in the address.
 */
export function PaymentResultScreen({ clientSecret }: { clientSecret: string | undefined }) {
  const t = useMessages(paymentMessages);
  const { state, message } = usePaymentResult(clientSecret);
  return (
    <Stack p="md">
      <Card withBorder padding="xl">
        <Stack align="center" gap="sm" ta="center" aria-live="polite" aria-busy={state === "loading"}>
          {icons[state]}
          <Title order={2}>{paymentResultTitle(state)}</Title>
          {message !== null && <Text c="dimmed">{message}</Text>}
          <Button component={Link} to="/scanner" mt="md">
            {t("payment.result.return")}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
