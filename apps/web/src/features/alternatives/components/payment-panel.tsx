import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/**
 * docs/product.md, Screens: the panel shown when seeing a US product's alternatives needs a scan the viewer does not
 * have. Signed-in users can buy scans; guests are asked to log in (a new account gets free scans).
 */
export function PaymentPanel({ kind }: { kind: "purchase" | "login" }) {
  return (
    <Card withBorder radius="md" padding="lg" role="region" aria-label="Payment required">
      <Stack gap="sm" align="center" ta="center">
        {kind === "purchase" ? (
          <>
            <Title order={3} size="h4">
              Purchase Required
            </Title>
            <Text size="sm" c="dimmed">
              Seeing the alternatives of a product someone else scanned uses one scan, and you have none left.
            </Text>
            <Button component={Link} to="/payment" fullWidth>
              Buy 25 Scans for €1
            </Button>
          </>
        ) : (
          <>
            <Title order={3} size="h4">
              Login Required
            </Title>
            <Text size="sm" c="dimmed">
              Seeing the alternatives of a product someone else scanned uses one scan. Log in to get free scans.
            </Text>
            <Button component={Link} to="/auth" fullWidth>
              Login or Create Account
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
