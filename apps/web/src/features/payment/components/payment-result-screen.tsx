import { Button, Card, Loader, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

/**
 * The payment result page (SPEC §2 /payment-success). Without a client secret in the address it
 * shows success; with one, the provider's status lookup arrives with the payment issue.
 */
export function PaymentResultScreen({ clientSecret }: { clientSecret: string | undefined }) {
  return (
    <Stack p="md">
      <Card withBorder padding="xl">
        <Stack align="center" gap="sm" ta="center">
          {clientSecret === undefined ? (
            <>
              <ThemeIcon size={56} radius="xl" color="teal">
                <IconCheck size={32} />
              </ThemeIcon>
              <Title order={2}>Thank You!</Title>
              <Text c="dimmed">Thank you for your support!</Text>
            </>
          ) : (
            <>
              <Loader />
              <Title order={3}>Processing your donation...</Title>
            </>
          )}
          <Button component={Link} to="/scanner" mt="md">
            Return to Scanner
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
