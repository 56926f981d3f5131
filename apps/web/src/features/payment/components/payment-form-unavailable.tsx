import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";

import { paymentMessages } from "@/i18n/messages/payment/payment-messages";
import { useMessages } from "@/i18n/namespace";

/**
 * Said instead of a card form that cannot appear (Stripe.js blocked or offline, the payment
 * settings unreadable), so the page never spins forever; "Try again" loads it again.
 */
export function PaymentFormUnavailable({
  retrying,
  onRetry,
  children,
}: {
  retrying: boolean;
  onRetry: () => void;
  /** More actions beside "Try again" (the card form's Cancel). */
  children?: ReactNode;
}) {
  const t = useMessages(paymentMessages);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
      <Stack gap="sm">
        <Text size="sm">{t("payment.formUnavailable")}</Text>
        <Group>
          <Button onClick={onRetry} loading={retrying}>
            {t("payment.tryAgain")}
          </Button>
          {children}
        </Group>
      </Stack>
    </Alert>
  );
}
