import "@mantine/core/styles/Input.css";
import { Button, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";

import { ZEmailSchema } from "@productcheck/validators/auth";

import { showToast } from "@/components/toast/show-toast";
import { withReason } from "@/components/toast/with-reason";
import { refusalReason } from "@/utils/error-message";

import { useRequestCodeMutation } from "../api/sign-in-mutations";

/** Step one: the address to send the code to. */
export function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const [value, setValue] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const requestCode = useRequestCodeMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEmailSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    requestCode.mutate(
      { email: parsed.data },
      {
        onSuccess: () => {
          showToast({ title: "Verification code sent", message: "Please check your email for the verification code" });
          onSent(parsed.data);
        },
        onError: (failure) => {
          console.error("Code request failed:", failure);
          showToast({
            title: "Failed to send code",
            message: withReason("Could not send verification code. Please try again.", refusalReason(failure)),
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
          label="Email address"
          placeholder="you@example.com"
          autoComplete="email"
          inputMode="email"
          autoFocus
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
        />
        <Button type="submit" fullWidth loading={requestCode.isPending}>
          Request Verification Code
        </Button>
      </Stack>
    </form>
  );
}
