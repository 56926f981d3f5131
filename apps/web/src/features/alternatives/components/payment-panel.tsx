import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";

import { SCANS_PER_EURO } from "@productcheck/validators/donation";

import { formatMoney } from "@/i18n/format";
import { alternativesMessages } from "@/i18n/messages/alternatives/alternatives-messages";
import { useMessages } from "@/i18n/namespace";

/**
 * docs/product.md, Screens: the panel shown when seeing a US product's alternatives needs a scan the viewer does not
 * have. Signed-in users can buy scans; guests are asked to log in (a new account gets free scans).
 */
export function PaymentPanel({ kind }: { kind: "purchase" | "login" }) {
  const t = useMessages(alternativesMessages);
  return (
    <Card withBorder radius="md" padding="lg" role="region" aria-label={t("alternatives.payment.label")}>
      <Stack gap="sm" align="center" ta="center">
        {kind === "purchase" ? (
          <>
            <Title order={3} size="h4">
              {t("alternatives.payment.purchaseTitle")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("alternatives.payment.purchaseText")}
            </Text>
            <Button component={Link} to="/payment" fullWidth>
              {t("alternatives.payment.buy", { count: SCANS_PER_EURO, price: formatMoney(1) })}
            </Button>
          </>
        ) : (
          <>
            <Title order={3} size="h4">
              {t("alternatives.payment.loginTitle")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("alternatives.payment.loginText")}
            </Text>
            <Button component={Link} to="/auth" fullWidth>
              {t("alternatives.payment.login")}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
