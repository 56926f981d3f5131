import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";

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
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
      <Stack gap="sm">
        <Text size="sm">The payment form could not be loaded. Check your connection and try again.</Text>
        <Group>
          <Button onClick={onRetry} loading={retrying}>
            Try again
          </Button>
          {children}
        </Group>
      </Stack>
    </Alert>
  );
}
