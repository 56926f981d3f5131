import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";

import { browserSuite } from "./support/browser";
import { resultUrl } from "./support/scanner-page";
import { seeToast, signInWithMailedCode } from "./support/sign-in";

const baseUrl = inject("baseUrl");
const mailboxUrl = inject("mailboxUrl");

// Every message key of the app's catalogues (src/i18n/messages/<namespace>/en.json): none may show on a screen.
const MESSAGES_DIR = fileURLToPath(new URL("../src/i18n/messages", import.meta.url));
const MESSAGE_KEYS = readdirSync(MESSAGES_DIR).flatMap((namespace) =>
  Object.keys(JSON.parse(readFileSync(`${MESSAGES_DIR}/${namespace}/en.json`, "utf8")) as Record<string, string>),
);

// Catalogue products (packages/catalogue/seed): Heinz ketchup is US-owned (alternatives), Tyskie is Polish.
const HEINZ_KETCHUP = "8715700421353";
const TYSKIE = { code: "5901359062013", name: "Tyskie Gronie" };

// A browser set to Swedish; a missing message logs `i18n: no "sv" message for …`, which fails the test as a console error.
const pages = browserSuite(baseUrl, { locale: "sv-SE" });

/** The page's text holds Swedish and no message key. */
async function expectSwedish(page: Page, ...texts: string[]) {
  for (const text of texts) await page.getByText(text, { exact: true }).first().waitFor();
  const shown = await page.locator("body").innerText();
  expect(MESSAGE_KEYS.filter((key) => shown.includes(key))).toEqual([]);
  expect(await page.locator("html").getAttribute("lang")).toBe("sv");
}

async function typeBarcodeInSwedish(page: Page, code: string) {
  const field = page.getByRole("textbox", { name: "Streckkodsnummer" });
  if (!(await field.isVisible())) await page.getByRole("button", { name: "Skriv in streckkoden" }).click();
  await field.fill(code);
  await page.getByRole("button", { name: "Sök" }).click();
}

describe("the interface in Swedish (browser language sv-SE)", () => {
  it("shows the scanner, the frame and the cookie notice in Swedish", async () => {
    const page = await pages.openPage("/scanner");
    await expectSwedish(page, "Skanna streckkod", "Placera streckkoden inom ramen", "Tryck för att skanna", "Om cookies", "Godkänn alla cookies");
    const tabs = (await page.getByRole("navigation", { name: "Huvudmeny" }).getByRole("link").allInnerTexts()).map((text) => text.trim());
    expect(tabs).toEqual(["Skanna", "Stöd oss", "Logga in", "Info"]);
  });

  it("shows a US product's result, its verdict, Why? and alternatives in Swedish", async () => {
    const page = await pages.openPage("/scanner");
    await typeBarcodeInSwedish(page, HEINZ_KETCHUP);
    await page.waitForURL(resultUrl(baseUrl));
    await page.getByRole("list", { name: "Alternativ utanför USA" }).getByRole("listitem").first().waitFor();
    await expectSwedish(page, "Tillbaka till skannern", "Alternativ utanför USA", "Logga in för att spara", "HK: USA");
    await page.getByRole("button", { name: "Varför?" }).click();
    await expectSwedish(page, "Ägande");
    expect(await page.getByText(/yttersta ägaren har sitt huvudkontor i USA/).count()).toBeGreaterThan(0);
    // The server's own sentence (brandExplanation), asked for in Swedish.
    await page.getByText(/med huvudkontor i USA\./).first().waitFor();
  });

  it("asks the server again in English when the shopper switches language on a result", async () => {
    const page = await pages.openPage("/scanner");
    await typeBarcodeInSwedish(page, HEINZ_KETCHUP);
    await page.waitForURL(resultUrl(baseUrl));
    await page.getByRole("button", { name: "Varför?" }).click();
    await page.getByText(/med huvudkontor i USA\./).first().waitFor();
    await page.getByRole("banner").getByRole("button", { name: "Öppna menyn" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    // The server's own sentence, asked for again in English (the screen's own texts change at once).
    await page.getByText(/belongs to .*, headquartered in the United States\./).first().waitFor();
    expect(await page.getByText(/med huvudkontor i USA\./).count()).toBe(0);
  });

  it("shows a non-US product's notice in Swedish", async () => {
    const page = await pages.openPage("/scanner");
    await typeBarcodeInSwedish(page, TYSKIE.code);
    await page.waitForURL(resultUrl(baseUrl));
    await page.getByText(TYSKIE.name, { exact: true }).first().waitFor();
    await expectSwedish(page, "Inte från USA", "Det här är ingen amerikansk produkt");
  });

  it("says what is wrong with a mistyped number in Swedish", async () => {
    const page = await pages.openPage("/scanner");
    await typeBarcodeInSwedish(page, "12345");
    await expectSwedish(page, "En streckkod har 8, 12 eller 13 siffror.");
  });

  it("shows help, donation, payment result, sign-in and not-found screens in Swedish", async () => {
    const screens: [string, string[]][] = [
      ["/help", ["Hjälp och information", "Om tjänsten", "Så fungerar det", "Cookiepolicy", "Betaversion 0.8.56"]],
      ["/payment", ["Stöd vår plattform", "Din gåva täcker:", "Gåva på 1 €", "Gåva på 10 €"]],
      ["/payment-success", ["Tack!", "Tack för ditt stöd!", "Tillbaka till skannern"]],
      ["/auth", ["Logga in", "Skicka verifieringskod", "Användarvillkor", "Integritetspolicy"]],
      ["/no-such-page", ["404 Sidan hittades inte"]],
    ];
    for (const [path, texts] of screens) {
      const page = await pages.openPage(path);
      await expectSwedish(page, ...texts);
      await page.close();
    }
  });

  it("signs a shopper in, saves a result and shows their saved products and dialogs in Swedish", { timeout: 90_000 }, async () => {
    const email = `svensk-${Date.now()}@example.com`;
    const page = await pages.openPage("/auth");
    await expectSwedish(page, "Logga in", "Skicka verifieringskod");
    await signInWithMailedCode(page, mailboxUrl, email, {
      email: "E-postadress",
      request: "Skicka verifieringskod",
      codeSent: "Titta efter verifieringskoden i din e-post",
      code: "Verifieringskod",
      verify: "Verifiera kod",
      verified: "Du är nu inloggad",
    });

    await page.goto("/scanner");
    await typeBarcodeInSwedish(page, HEINZ_KETCHUP);
    await page.waitForURL(resultUrl(baseUrl));
    await page.getByRole("button", { name: "Spara resultat" }).click();
    await seeToast(page, "Produkten har sparats i din samling");
    await page.getByRole("button", { name: "Föreslå produktinformation" }).click();
    const suggestion = page.getByRole("dialog", { name: "Föreslå produktinformation" });
    for (const label of ["Produktnamn", "Tillverkare", "Varumärke", "Storlek"]) await suggestion.getByLabel(label).waitFor();
    await expectSwedish(page);
    await suggestion.press("Escape");

    await page.goto("/saved");
    await expectSwedish(page, "Sparade produkter", "Visa");
    await page.getByRole("button", { name: /^Ta bort / }).first().click();
    await expectSwedish(page, "Ta bort från sparade?", "Avbryt");
    await page.getByRole("dialog").getByRole("button", { name: "Ta bort" }).click();
    await seeToast(page, "Produkten har tagits bort från dina sparade produkter");
    await expectSwedish(page, "Inga sparade produkter", "Börja skanna");
  });

  it("switches to English from the menu and remembers it", async () => {
    const page = await pages.openPage("/scanner");
    await page.getByText("Skanna streckkod", { exact: true }).waitFor();
    await page.getByRole("banner").getByRole("button", { name: "Öppna menyn" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await page.getByText("Scan Barcode", { exact: true }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");

    await page.reload();
    await page.getByText("Scan Barcode", { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
  });
});
