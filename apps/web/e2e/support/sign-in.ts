import type { Page } from "playwright-core";

import { signInCodeOf, waitForMailboxMessage } from "@productcheck/api/testing/test-smtp-server";

/**
 * Waits for the toast saying `text`, then closes it: one toast shows at a time (docs/product.md,
 * Constants), so the next one would otherwise wait up to 5 s behind it.
 */
export async function seeToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole("alert").filter({ hasText: text });
  await toast.waitFor();
  await toast.getByRole("button").click();
}

/** How many messages the test SMTP server's mailbox holds now (read codes sent after this). */
export async function mailboxSize(mailboxUrl: string): Promise<number> {
  return ((await (await fetch(`${mailboxUrl}/messages`)).json()) as unknown[]).length;
}

/** What the sign-in screen says, in the language the page shows. */
export interface SignInTexts {
  email: string;
  request: string;
  codeSent: string;
  code: string;
  verify: string;
  verified: string;
}

/** The sign-in screen's texts in English (the spec's). */
export const SIGN_IN_EN: SignInTexts = {
  email: "Email address",
  request: "Request Verification Code",
  codeSent: "Please check your email for the verification code",
  code: "Verification code",
  verify: "Verify Code",
  verified: "You are now logged in",
};

/** Signs in on /auth (already open in `page`) with the code e-mailed to `email` over SMTP. */
export async function signInWithMailedCode(page: Page, mailboxUrl: string, email: string, texts: SignInTexts = SIGN_IN_EN): Promise<void> {
  const since = await mailboxSize(mailboxUrl);
  await page.getByLabel(texts.email).fill(email);
  await page.getByRole("button", { name: texts.request }).click();
  await seeToast(page, texts.codeSent);
  const mail = await waitForMailboxMessage(mailboxUrl, email, { since });
  await page.getByLabel(texts.code).fill(signInCodeOf(mail));
  await page.getByRole("button", { name: texts.verify }).click();
  await seeToast(page, texts.verified);
}
