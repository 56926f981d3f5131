import { Button, Card, List, Stack, Tabs, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useState } from "react";

import { BackToScannerLink } from "@/components/ui/back-to-scanner-link";

import { donationAmounts, formatEuros, type DonationAmount } from "../utils/donation";


const reasons = ["AI recommendations", "Barcode lookups", "Hosting", "Development"];

/** The donation page (SPEC §2 /payment); the card payment form arrives with the payment issue. */
export function DonationScreen() {
  const [amount, setAmount] = useState<DonationAmount>(donationAmounts[0]);

  return (
    <Stack gap="md" p="md">
      <div>
        <BackToScannerLink />
      </div>
      <Title order={2}>Support Our Platform</Title>
      <Card withBorder>
        <Text size="sm" mb="xs">
          Your donation covers:
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
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      </Card>
      <Tabs
        variant="pills"
        value={String(amount)}
        onChange={(value) => setAmount(Number(value ?? donationAmounts[0]) as DonationAmount)}
      >
        <Tabs.List grow>
          {donationAmounts.map((value) => (
            <Tabs.Tab key={value} value={String(value)}>
              {formatEuros(value)} Donation
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Button size="md" fullWidth>
        Donate {formatEuros(amount, 2)}
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        Your support helps us make sustainable consumption easier for everyone!
      </Text>
    </Stack>
  );
}
