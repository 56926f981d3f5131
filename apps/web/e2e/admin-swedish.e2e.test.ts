import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";

import { signInAsAdmin } from "./support/admin";
import { browserSuite } from "./support/browser";
import { resultUrl, typeBarcode } from "./support/scanner-page";
import { seeToast } from "./support/sign-in";

const baseUrl = inject("baseUrl");
const mailboxUrl = inject("mailboxUrl");

const MESSAGES_DIR = fileURLToPath(new URL("../src/i18n/messages", import.meta.url));
const catalogue = (namespace: string, locale: string) =>
  JSON.parse(readFileSync(`${MESSAGES_DIR}/${namespace}/${locale}.json`, "utf8")) as Record<string, string>;

// Every message key of the app's catalogues: none may show on a screen.
const MESSAGE_KEYS = readdirSync(MESSAGES_DIR).flatMap((namespace) => Object.keys(catalogue(namespace, "en")));

// The admin's English texts that Swedish words otherwise and that take no value ("Approve", "Save brand"): on a
// Swedish screen none may make up a line, and none of several words may show anywhere.
const ADMIN_EN = catalogue("admin", "en");
const ADMIN_SV = catalogue("admin", "sv");
const ENGLISH_ONLY = Object.entries(ADMIN_EN)
  .filter(([key, text]) => !text.includes("{") && text !== ADMIN_SV[key])
  .map(([, text]) => text);

// A catalogue product (packages/catalogue/seed) to suggest a name for, and a registry brand with its US owner
// (packages/registry/data). The suggestion stays pending: approving it would rename a product other files check.
const HEINZ_KETCHUP = "8715700421353";
const REGISTRY_BRAND = { name: "Classico", owner: "The Kraft Heinz Company" };

// A browser set to Swedish; a missing message logs `i18n: no "sv" message for …`, which fails the test as a console error.
const pages = browserSuite(baseUrl, { locale: "sv-SE", acceptCookies: true });

/** The page shows `texts`, in Swedish: no message key and no English admin text. */
async function expectSwedish(page: Page, ...texts: string[]) {
  for (const text of texts) await page.getByText(text, { exact: true }).first().waitFor();
  const shown = await page.locator("body").innerText();
  const lines = shown.split("\n").map((line) => line.trim());
  expect(MESSAGE_KEYS.filter((key) => shown.includes(key))).toEqual([]);
  expect(lines.filter((line) => ENGLISH_ONLY.includes(line))).toEqual([]);
  expect(ENGLISH_ONLY.filter((text) => text.includes(" ") && shown.includes(text))).toEqual([]);
  expect(await page.locator("html").getAttribute("lang")).toBe("sv");
}

/**
 * Signs the admin in with the shared English helpers (the menu's choice, remembered), leaves a pending
 * suggestion for the Suggestions tab, then forgets the choice: the app follows the browser's Swedish again.
 */
async function adminInSwedish(): Promise<Page> {
  const page = await pages.openPage("/auth");
  await page.evaluate(() => localStorage.setItem("language", "en"));
  await page.reload();
  await signInAsAdmin(page, mailboxUrl);
  await page.waitForURL(`${baseUrl}/scanner`);
  await typeBarcode(page, HEINZ_KETCHUP);
  await page.waitForURL(resultUrl(baseUrl));
  await page.getByRole("button", { name: "Suggest Product Info" }).click();
  const dialog = page.getByRole("dialog", { name: "Suggest Product Info" });
  await dialog.getByLabel("Product Name").fill("Tomato Ketchup 570 g");
  await dialog.getByRole("button", { name: "Submit Suggestion" }).click();
  await seeToast(page, "Thank you for your contribution! Our team will review your suggestion.");
  await page.evaluate(() => localStorage.removeItem("language"));
  await page.goto("/admin");
  await page.getByRole("heading", { name: "Administrationspanel" }).waitFor();
  return page;
}

async function openSection(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Administrationens delar" }).getByRole("button", { name }).click();
  await page.getByRole("heading", { name, level: 3 }).waitFor();
}

describe("the admin screen in Swedish (browser language sv-SE)", () => {
  it("renders every section, dialog and detail in Swedish", { timeout: 150_000 }, async () => {
    const page = await adminInSwedish();

    await expectSwedish(page, "Översikt", "Användare totalt", "Produkter totalt", "Skanningar totalt", "Sparade produkter");
    await expectSwedish(page, "Skanningsaktivitet", "Andel sparade", "Förslagsstatus", "Enheter", "Mest skannade länder", "Skanningar över tid", "Mobil");

    await openSection(page, "Produktförslag");
    await expectSwedish(page, "Väntande", "Godkända", "Alla", "Uppdatera");
    await page.getByText(/^\d+ väntande, \d+ godkän(t|da)$/).waitFor();
    const card = page.getByRole("region", { name: `Streckkod ${HEINZ_KETCHUP}` }).getByRole("article", { name: "Förslag Tomato Ketchup 570 g" }).first();
    await card.waitFor();
    await expectSwedish(page, "Godkänn", "Avvisa", "Redigera", "Användar-id:", "Tillverkare:");
    await card.getByRole("button", { name: "Redigera" }).click();
    const edit = page.getByRole("dialog", { name: "Redigera produktförslag" });
    await edit.getByLabel("Produktnamn").fill("  ");
    await edit.getByRole("button", { name: "Spara ändringar" }).click();
    await expectSwedish(page, "Ogiltiga uppgifter", "Produktnamn måste anges");
    await seeToast(page, "Produktnamn måste anges");
    await edit.getByRole("button", { name: "Avbryt" }).click();
    await edit.waitFor({ state: "hidden" });

    await openSection(page, "Användningsstatistik");
    await expectSwedish(page, "Mest skannade produkter", "Användarengagemang", "Skanningar per användare i snitt", "Förslag per användare", "Länder");
    const table = page.getByRole("table", { name: "Mest skannade produkter" });
    await table.getByRole("columnheader", { name: "Streckkod" }).waitFor();
    await table.getByRole("cell", { name: HEINZ_KETCHUP }).waitFor();

    await openSection(page, "Varumärkesägare");
    await expectSwedish(page, "Nytt varumärke", "Nytt företag", "Mest skannade okända varumärken", "AI-förslag");
    await page.getByRole("button", { name: "Nytt varumärke" }).click();
    const brandDialog = page.getByRole("dialog", { name: "Nytt varumärke" });
    await brandDialog.getByRole("button", { name: "Spara varumärke" }).click();
    await expectSwedish(page, "Varumärkesnamn måste anges", "Välj företaget som äger varumärket", "Alternativa namn");
    // A name the registry already has: the server's refusal comes in the browser's language too.
    pages.expectError(/Registry write failed|status of 409/);
    await brandDialog.getByLabel("Varumärkesnamn").fill(REGISTRY_BRAND.name);
    const owner = brandDialog.getByRole("combobox", { name: "Ägande företag" });
    await owner.click();
    await owner.fill("Kraft Heinz");
    // An option names the company, then its HQ country.
    await page.getByRole("option", { name: new RegExp(`^${REGISTRY_BRAND.owner}`) }).first().click();
    await brandDialog.getByLabel("Källa").fill("https://example.com/classico");
    await brandDialog.getByRole("button", { name: "Spara varumärke" }).click();
    await seeToast(page, `Det finns redan ett varumärke som heter ”${REGISTRY_BRAND.name}”; ”${REGISTRY_BRAND.name}” skulle bli samma namn`);
    await brandDialog.getByRole("button", { name: "Avbryt" }).click();
    await brandDialog.waitFor({ state: "hidden" });

    await page.getByRole("searchbox", { name: "Sök varumärken och företag" }).fill(REGISTRY_BRAND.name);
    await page.getByRole("list", { name: "Matchande varumärken" }).getByRole("button", { name: `Varumärke ${REGISTRY_BRAND.name}` }).click();
    const brand = page.getByRole("region", { name: `Varumärke ${REGISTRY_BRAND.name}` });
    await brand.getByRole("list", { name: `Ägare till ${REGISTRY_BRAND.name}` }).waitFor();
    await expectSwedish(page, "Amerikansk ägare", "Ägarkedja", "Regionala ägare", "Samma ägare överallt.", "Ändringslogg", "HK: USA", "Tillbaka");
    await brand.getByText(/^senast kontrollerad \d{1,2}\s[a-zåäö]+\.?\s\d{4}$/).waitFor();

    await brand.getByRole("button", { name: REGISTRY_BRAND.owner }).click();
    const company = page.getByRole("region", { name: `Företag ${REGISTRY_BRAND.owner}` });
    await company.getByRole("region", { name: "Dotterbolag" }).waitFor();
    await expectSwedish(page, "Moderbolag", "Dotterbolag", "Varumärken", "Redigera företag");
    await company.getByText(/^\d[\d\u00a0]* produkter? i katalogen$/).waitFor();
  });
});
