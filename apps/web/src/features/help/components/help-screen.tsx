import { Anchor, Card, List, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

import { APP_VERSION } from "@productcheck/domain/app-version";

import { helpMessages } from "@/i18n/messages/help/help-messages";
import { useMessages } from "@/i18n/namespace";
import { Trans } from "@/i18n/trans";

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
  const t = useMessages(helpMessages);
  const strong = { 0: <strong />, 1: <strong />, 2: <strong />, 3: <strong /> };
  return (
    <Stack gap="md" p="md">
      <Title order={2}>{t("help.title")}</Title>
      <HelpCard title={t("help.about.title")}>
        <Text inherit>{t("help.about.text")}</Text>
        <Text inherit>{t("help.about.beta")}</Text>
      </HelpCard>
      <HelpCard title={t("help.disclaimer.title")}>
        <Text inherit>{t("help.disclaimer.text")}</Text>
      </HelpCard>
      <HelpCard title={t("help.how.title")}>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t("help.how.step1")}</List.Item>
          <List.Item>{t("help.how.step2")}</List.Item>
          <List.Item>{t("help.how.step3")}</List.Item>
          <List.Item>{t("help.how.step4")}</List.Item>
        </List>
        <Text inherit>
          <Trans id="help.how.madeIn" components={strong} />
        </Text>
        <Text inherit>
          <Trans id="help.how.hq" components={strong} />
        </Text>
      </HelpCard>
      <HelpCard title={t("help.sure.title")}>
        <Text inherit>{t("help.sure.intro")}</Text>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t("help.sure.team")}</List.Item>
          <List.Item>{t("help.sure.registry")}</List.Item>
          <List.Item>{t("help.sure.company")}</List.Item>
          <List.Item>{t("help.sure.ai")}</List.Item>
          <List.Item>{t("help.sure.madeIn")}</List.Item>
          <List.Item>{t("help.sure.barcode")}</List.Item>
        </List>
        <Text inherit>
          <Trans id="help.sure.words" components={strong} />
        </Text>
      </HelpCard>
      <HelpCard title={t("help.cookies.title")}>
        <Text inherit>
          <Trans id="help.cookies.essential" components={strong} />
        </Text>
        <Text inherit>
          <Trans id="help.cookies.preference" components={strong} />
        </Text>
        <Text inherit>
          <Trans id="help.cookies.analytics" components={strong} />
        </Text>
      </HelpCard>
      <HelpCard title={t("help.contact.title")}>
        <Text inherit>{t("help.contact.version", { version: APP_VERSION })}</Text>
        <Text inherit c="dimmed">
          <Trans
            id="help.contact.data"
            values={{ url: openFoodFacts }}
            components={{ 0: <Anchor href={openFoodFacts} target="_blank" rel="noreferrer" inherit underline="always" /> }}
          />
        </Text>
      </HelpCard>
    </Stack>
  );
}
