import { setTimeout as sleep } from "node:timers/promises";

import type { Page } from "playwright-core";

import { readMailbox } from "@productcheck/api/testing/test-smtp-server";

import { signInWithMailedCode } from "./sign-in";

/** The admin's address: global-setup.ts gives it to the production server as ADMIN_EMAIL; tests sign in with it. */
export const ADMIN_EMAIL = "admin@productcheck.test";

/** The server sends one sign-in code per address a minute (packages/api/src/services/shared/rate-limits.ts). */
const CODE_INTERVAL_MS = 60_000;

/**
 * Signs in as the admin on /auth (already open in `page`). Several files sign in as the admin against the
 * one shared server: when another asked for the admin's code less than a minute ago, this waits the rest
 * of that minute instead of being refused.
 */
export async function signInAsAdmin(page: Page, mailboxUrl: string): Promise<void> {
  const last = (await readMailbox(mailboxUrl)).filter((mail) => mail.to.includes(ADMIN_EMAIL)).at(-1);
  if (last) {
    const wait = Date.parse(last.receivedAt) + CODE_INTERVAL_MS + 1_000 - Date.now();
    if (wait > 0) await sleep(wait);
  }
  await signInWithMailedCode(page, mailboxUrl, ADMIN_EMAIL);
}
