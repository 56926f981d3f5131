import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";

import { BrandTitle } from "@/components/ui/brand-title";
import { authMessages } from "@/i18n/messages/auth/auth-messages";
import { useMessages } from "@/i18n/namespace";

import { CodeStep } from "./code-step";
import { EmailStep } from "./email-step";

/**
 * /auth (docs/product.md, Screens): step one asks for the e-mail address, step two for the code sent to it; Back
 * returns to step one with the address kept.
 */
export function SignInScreen() {
  const t = useMessages(authMessages);
  const [email, setEmail] = useState("");
  const [step, setStep] = useState<"email" | "code">("email");

  return (
    <Stack p="lg" pt="xl" gap="lg">
      <BrandTitle order={2} />
      <div>
        <Title order={3}>{t("auth.title")}</Title>
        <Text c="dimmed" size="sm">
          {t("auth.intro")}
        </Text>
      </div>
      {step === "email" ? (
        <EmailStep
          initialEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep("code");
          }}
        />
      ) : (
        <CodeStep email={email} onBack={() => setStep("email")} />
      )}
      <Group justify="center" gap="lg">
        <Anchor component={Link} to="/help" size="sm">
          {t("auth.terms")}
        </Anchor>
        <Anchor component={Link} to="/help" size="sm">
          {t("auth.privacy")}
        </Anchor>
      </Group>
      {/* /auth has no header or tab bar (docs/product.md, Screens), so it offers its own way back. */}
      <Anchor component={Link} to="/scanner" size="sm" c="dimmed" ta="center">
        {t("auth.continueWithout")}
      </Anchor>
    </Stack>
  );
}
