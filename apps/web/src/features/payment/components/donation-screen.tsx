import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Alert, Button, Card, List, Loader, Stack, Tabs, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconInfoCircle } from "@tabler/icons-react";

import { DONATION_AMOUNTS } from "@productcheck/validators/donation";

import { BackToScannerLink } from "@/components/ui/back-to-scanner-link";
import { paymentMessages } from "@/i18n/messages/payment/payment-messages";
import { useMessages } from "@/i18n/namespace";

import { useDonation, type Donation } from "../hooks/use-donation";
import { donationAmountOf, formatEuros, scansBoughtText } from "../utils/donation";
import { CancelButton } from "./cancel-button";
import { CardPaymentForm } from "./card-payment-form";
import { PaymentFormUnavailable } from "./payment-form-unavailable";

const reasons = ["payment.reason.ai", "payment.reason.lookups", "payment.reason.hosting", "payment.reason.development"] as const;

/** The donation page (docs/product.md, Screens: /payment, §4 Donation). */
export function DonationScreen() {
  const t = useMessages(paymentMessages);
  const donation = useDonation();
  const { amount, view } = donation;
  // Once a payment is under way its amount is fixed: choosing another means Cancel first.
  const paying = view.step === "starting" || view.step === "card" || view.step === "unavailable";

  return (
    <Stack gap="md" p="md">
      <div>
        <BackToScannerLink />
      </div>
      <Title order={2}>{t("payment.title")}</Title>
      <Card withBorder>
        <Text size="sm" mb="xs">
          {t("payment.covers")}
        </Text>
        <List
          spacing="xs"
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" color="teal">
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {reasons.map((reason) => (
            <List.Item key={reason}>{t(reason)}</List.Item>
          ))}
        </List>
      </Card>
      <Tabs variant="pills" value={String(amount)} onChange={(value) => donation.setAmount(donationAmountOf(value))}>
        <Tabs.List grow>
          {DONATION_AMOUNTS.map((value) => (
            <Tabs.Tab key={value} value={String(value)} disabled={paying && value !== amount}>
              {t("payment.tab", { amount: formatEuros(value) })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Text ta="center" fw={500}>
        {scansBoughtText(amount, donation.scansPerEuro)}
      </Text>
      <DonationAction donation={donation} />
      <Text size="sm" c="dimmed" ta="center">
        {t("payment.closing")}
      </Text>
    </Stack>
  );
}

/** What follows the amount: the Donate button, the card form, or why neither can appear. */
function DonationAction({ donation }: { donation: Donation }) {
  const t = useMessages(paymentMessages);
  const { view, amount, retrying } = donation;
  switch (view.step) {
    case "loading":
      return <Loader mx="auto" aria-label={t("payment.loadingSettings")} />;
    case "off":
      return (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />}>
          {t("payment.notConfigured")}
        </Alert>
      );
    case "unreachable":
      return <PaymentFormUnavailable retrying={retrying} onRetry={donation.retry} />;
    case "unavailable":
      return (
        <PaymentFormUnavailable retrying={retrying} onRetry={donation.retry}>
          <CancelButton onCancel={donation.cancel} disabled={retrying} />
        </PaymentFormUnavailable>
      );
    case "card":
      return (
        <CardPaymentForm
          stripe={view.stripe}
          clientSecret={view.clientSecret}
          amount={amount}
          onCancel={donation.cancel}
          onUnavailable={donation.formUnavailable}
        />
      );
    case "amount":
    case "starting":
      return (
        <Button size="md" fullWidth loading={view.step === "starting"} onClick={donation.donate}>
          {t("payment.donate", { amount: formatEuros(amount, 2) })}
        </Button>
      );
  }
}
