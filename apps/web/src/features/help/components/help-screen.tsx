import { Anchor, Card, List, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

import { APP_VERSION } from "@productcheck/domain/app-version";

function HelpCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section">
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      <Stack gap="xs" fz="sm">
        {children}
      </Stack>
    </Card>
  );
}

const openFoodFacts = "https://world.openfoodfacts.org";

/** Help and information (docs/product.md, Screens: /help). */
export function HelpScreen() {
  return (
    <Stack gap="md" p="md">
      <Title order={2}>Help &amp; Information</Title>
      <HelpCard title="About This Service">
        <Text inherit>
          Scan a product&apos;s barcode to see where it is made and where its brand owner is headquartered. For American
          products we suggest non-US alternatives, analysed by AI.
        </Text>
        <Text inherit>
          This service is a beta. It only informs: the choice of what to buy always stays yours.
        </Text>
      </HelpCard>
      <HelpCard title="Disclaimer">
        <Text inherit>
          Scans and origin data may be inaccurate. Product, manufacturer and country information comes from public
          product databases and automated analysis; check the packaging when the origin matters to you.
        </Text>
      </HelpCard>
      <HelpCard title="How It Works">
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>Scan the barcode of a product.</List.Item>
          <List.Item>The system identifies the product and its origin.</List.Item>
          <List.Item>American products get European alternative suggestions.</List.Item>
          <List.Item>Save products to review them later (with an account).</List.Item>
        </List>
        <Text inherit>
          <strong>Made in</strong> is where the product is made or packed, as its packaging says. Where a product is
          sold, or where its ingredients come from, is not where it is made, so we never guess from that.
        </Text>
        <Text inherit>
          <strong>HQ</strong> is where the company that ultimately owns the brand is headquartered: where the money
          goes. A product counts as <strong>American</strong> when that owner is headquartered in the United States,
          wherever the product is made. When nobody knows the owner, we go by where it is made, and when nothing says
          that either, by where its barcode was registered. Tap "Why?" on a result to see the chain of owners and
          where each fact comes from.
        </Text>
      </HelpCard>
      <HelpCard title="How Sure We Are">
        <Text inherit>Every result says how sure it is. We use the strongest evidence there is, in this order:</Text>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>A decision by our team.</List.Item>
          <List.Item>Our brand registry: who owns the brand, and who owns that company, up to the top.</List.Item>
          <List.Item>
            The company the product names as its owner or maker, when our registry knows it, even under its legal
            name (&quot;X Grocery Company Inc.&quot; is the company X).
          </List.Item>
          <List.Item>An owner suggested by AI, until our team has checked it.</List.Item>
          <List.Item>With no owner known: where the product is made, as its packaging says.</List.Item>
          <List.Item>
            With nothing else: the country where its barcode was registered. A company usually takes its barcode
            numbers where it is based, but not always, so this is only a hint.
          </List.Item>
        </List>
        <Text inherit>
          <strong>American</strong> or <strong>Not American</strong> means we know who owns the brand from a checked
          source. <strong>Likely</strong> means the evidence is good but not complete: a thinly documented owner, or
          only where the product is made. <strong>Probably</strong> means a guess from weak evidence: an AI
          suggestion, or only the barcode (&quot;We don&apos;t know who owns this brand. Its barcode was registered
          in the United States, so it is probably American.&quot;). When we know nothing, we say that we can&apos;t
          tell. A guess is never shown as a fact.
        </Text>
      </HelpCard>
      <HelpCard title="Cookie Policy">
        <Text inherit>
          <strong>Essential cookies</strong> keep you signed in and protect your session. They are always on.
        </Text>
        <Text inherit>
          <strong>Preference cookies</strong> remember your choices, such as your answer to the cookie notice.
        </Text>
        <Text inherit>
          <strong>Analytics cookies</strong> count scans and devices so that we can improve the service. No data is
          sold.
        </Text>
      </HelpCard>
      <HelpCard title="Contact">
        <Text inherit>Beta version {APP_VERSION}</Text>
        <Text inherit c="dimmed">
          Product data: Open Food Facts contributors (
          <Anchor href={openFoodFacts} target="_blank" rel="noreferrer" inherit underline="always">
            {openFoodFacts}
          </Anchor>
          ), ODbL
        </Text>
      </HelpCard>
    </Stack>
  );
}
