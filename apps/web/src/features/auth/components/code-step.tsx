import "@mantine/core/styles/Input.css";
import { Trans } from "@lingui/react";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";

import { ZVerificationCodeSchema } from "@productcheck/validators/auth";

import { showToast } from "@/components/toast/show-toast";
import { withReason } from "@/components/toast/with-reason";
import { authMessages } from "@/i18n/messages/auth/auth-messages";
import { useMessages } from "@/i18n/namespace";
import { refusalReason } from "@/utils/error-message";
import { takeLastProduct } from "@/utils/last-product";

import { useVerifyCodeMutation } from "../api/sign-in-mutations";

/** Step two: the code sent to `email`. On success, back to the remembered product or the scanner. */
export function CodeStep({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useMessages(authMessages);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const verifyCode = useVerifyCodeMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZVerificationCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(t("auth.code.invalid"));
      return;
    }
    setError(null);
    verifyCode.mutate(
      { code: parsed.data, email },
      {
        onSuccess: async () => {
          showToast({ title: t("auth.toast.verified.title"), message: t("auth.toast.verified.message") });
          // Everything cached was fetched as a guest (the user, saved flags, who owns a scan): fetch it again.
          await queryClient.invalidateQueries();
          const productId = takeLastProduct();
          if (productId === null) await navigate({ to: "/scanner", replace: true });
          else await navigate({ to: "/results/$id", params: { id: productId }, replace: true });
        },
        onError: (failure) => {
          console.error("Code verification failed:", failure);
          showToast({
            title: t("auth.toast.verifyFailed.title"),
            message: withReason(t("auth.toast.verifyFailed.message"), refusalReason(failure)),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans id="auth.code.sentTo" values={{ email }} components={{ 0: <Text span fw={600} /> }} />
        </Text>
        <TextInput
          label={t("auth.code.label")}
          placeholder="123456"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.trim())}
          error={error}
          styles={{ input: { letterSpacing: "0.3em", fontFamily: "var(--mantine-font-family-monospace)" } }}
        />
        <Button type="submit" fullWidth loading={verifyCode.isPending}>
          {t("auth.code.submit")}
        </Button>
        <Group justify="center">
          <Button variant="subtle" onClick={onBack} disabled={verifyCode.isPending}>
            {t("auth.code.back")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
