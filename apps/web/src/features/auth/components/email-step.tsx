import "@mantine/core/styles/Input.css";
import { Button, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";

import { ZEmailSchema } from "@productcheck/validators/auth";

import { showToast } from "@/components/toast/show-toast";
import { withReason } from "@/components/toast/with-reason";
import { authMessages } from "@/i18n/messages/auth/auth-messages";
import { useMessages } from "@/i18n/namespace";
import { refusalReason } from "@/utils/error-message";

import { useRequestCodeMutation } from "../api/sign-in-mutations";

/** Step one: the address to send the code to. */
export function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const t = useMessages(authMessages);
  const [value, setValue] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const requestCode = useRequestCodeMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEmailSchema.safeParse(value);
    if (!parsed.success) {
      setError(t("auth.email.invalid"));
      return;
    }
    setError(null);
    requestCode.mutate(
      { email: parsed.data },
      {
        onSuccess: () => {
          showToast({ title: t("auth.toast.codeSent.title"), message: t("auth.toast.codeSent.message") });
          onSent(parsed.data);
        },
        onError: (failure) => {
          console.error("Code request failed:", failure);
          showToast({
            title: t("auth.toast.sendFailed.title"),
            message: withReason(t("auth.toast.sendFailed.message"), refusalReason(failure)),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          type="email"
          label={t("auth.email.label")}
          placeholder={t("auth.email.placeholder")}
          autoComplete="email"
          inputMode="email"
          autoFocus
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
        />
        <Button type="submit" fullWidth loading={requestCode.isPending}>
          {t("auth.email.submit")}
        </Button>
      </Stack>
    </form>
  );
}
