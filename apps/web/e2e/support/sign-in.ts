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

/** Signs in on /auth (already open in `page`) with the code e-mailed to `email` over SMTP. */
export async function signInWithMailedCode(page: Page, mailboxUrl: string, email: string): Promise<void> {
  const since = await mailboxSize(mailboxUrl);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Request Verification Code" }).click();
  await seeToast(page, "Please check your email for the verification code");
  const mail = await waitForMailboxMessage(mailboxUrl, email, { since });
  await page.getByLabel("Verification code").fill(signInCodeOf(mail));
  await page.getByRole("button", { name: "Verify Code" }).click();
  await seeToast(page, "You are now logged in");
}
