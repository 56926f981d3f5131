import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";

import { signInAsAdmin } from "./support/admin";
import { UNKNOWN_BRAND_PRODUCT, WHY } from "./support/brand-locations";
import { browserSuite } from "./support/browser";
import { resultUrl, typeBarcode } from "./support/scanner-page";
import { seeToast } from "./support/sign-in";

const baseUrl = inject("baseUrl");
const mailboxUrl = inject("mailboxUrl");

const pages = browserSuite(baseUrl, { acceptCookies: true });

const US_COMPANY = "Kvarnby Holdings Inc";
/** A Swedish ultimate owner of the seeded registry (packages/registry/data/companies.yaml). */
const SWEDISH_COMPANY = "Cloetta";

/** Opens "Why?" on a result page (after a reload) and waits for its verdict sentence. */
async function seeVerdict(page: Page, sentence: string): Promise<void> {
  await page.getByRole("heading", { name: UNKNOWN_BRAND_PRODUCT.name }).waitFor();
  await page.getByRole("button", { name: "Why?" }).click();
  await page.getByText(sentence, { exact: true }).waitFor();
}

/** Picks `option` in a Mantine searchable Select after typing `search` into it. */
async function pick(dialog: Locator, label: string, search: string, option: string | RegExp): Promise<void> {
  const page = dialog.page();
  const input = dialog.getByRole("combobox", { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole("option", typeof option === "string" ? { name: option, exact: true } : { name: option }).first().click();
}

describe("Brand Locations", () => {
  it("gives a scanned unknown brand a US owner, which makes its product American, then a Swedish one, which undoes it", { timeout: 180_000 }, async () => {
    // A shopper scans a product of a brand nobody has named an owner for: judged by where it is made.
    const shopper = await pages.openPage("/scanner");
    await typeBarcode(shopper, UNKNOWN_BRAND_PRODUCT.code);
    await shopper.waitForURL(resultUrl(baseUrl));
    await seeVerdict(shopper, WHY.ownerUnknown);
    await shopper.getByText("This is not a US product").waitFor();

    // The admin finds it among the most scanned unknown brands.
    const admin = await pages.openPage("/auth", await pages.newContext());
    await signInAsAdmin(admin, mailboxUrl);
    await admin.waitForURL(`${baseUrl}/scanner`);
    await admin.goto("/admin");
    await admin.getByRole("navigation", { name: "Admin sections" }).getByRole("button", { name: "Brand Locations" }).click();
    const unknown = admin.getByRole("region", { name: "Most scanned unknown brands" });
    const card = unknown.getByRole("article", { name: `Unknown brand ${UNKNOWN_BRAND_PRODUCT.brand}` });
    await card.getByText(/^\d+ scans?$/).waitFor();
    await card.getByText("Kvarnby Bageri").waitFor();
    await admin.getByRole("region", { name: "AI proposals" }).getByText("No AI proposals waiting").waitFor();

    // Add owner: the brand's name is filled in; its owner, a new US company, is made from the owner picker.
    await card.getByRole("button", { name: "Add owner" }).click();
    const dialog = admin.getByRole("dialog", { name: "Add brand owner" });
    expect(await dialog.getByLabel("Brand name").inputValue()).toBe(UNKNOWN_BRAND_PRODUCT.brand);
    // Saving without an owner or a source note shows the schema's messages under the fields.
    await dialog.getByRole("button", { name: "Save brand" }).click();
    await dialog.getByText("Pick the company that owns the brand").waitFor();
    await dialog.getByText(/^A source note is required/).waitFor();
    await pick(dialog, "Owner company", US_COMPANY, "Create a new company…");
    const companyForm = dialog.getByRole("form", { name: "New company" });
    expect(await companyForm.getByLabel("Company name").inputValue()).toBe(US_COMPANY);
    await pick(companyForm, "HQ country", "United States", "United States (US)");
    await companyForm.getByLabel("Source note").fill("https://example.com/kvarnby-holdings-annual-report");
    await companyForm.getByRole("button", { name: "Save company" }).click();
    await seeToast(admin, `Company ${US_COMPANY} created.`);
    expect(await dialog.getByRole("combobox", { name: "Owner company" }).inputValue()).toBe(US_COMPANY);
    await dialog.getByLabel("Source note").fill("https://example.com/kvarnby-bakery-about-us");
    await dialog.getByRole("button", { name: "Save brand" }).click();
    await seeToast(admin, `Brand ${UNKNOWN_BRAND_PRODUCT.brand} added.`);
    await dialog.waitFor({ state: "hidden" });

    // The brand's detail opens: its US owner, the verdict and the audit log.
    const detail = admin.getByRole("region", { name: `Brand ${UNKNOWN_BRAND_PRODUCT.brand}` });
    await detail.getByText("American owner", { exact: true }).waitFor();
    await detail.getByRole("list", { name: `Owners of ${UNKNOWN_BRAND_PRODUCT.brand}` }).getByRole("button", { name: US_COMPANY }).waitFor();
    await detail.getByRole("region", { name: "Audit log" }).getByText("https://example.com/kvarnby-bakery-about-us").waitFor();

    // The shopper's result page now says American.
    await shopper.reload();
    await seeVerdict(shopper, WHY.usOwner);
    await shopper.getByText("HQ: United States").waitFor();

    // The admin moves the brand to a Swedish company found with the owner picker's search.
    await detail.getByRole("button", { name: "Edit brand" }).click();
    const edit = admin.getByRole("dialog", { name: "Edit brand" });
    await pick(edit, "Owner company", SWEDISH_COMPANY, new RegExp(`^${SWEDISH_COMPANY}`));
    await edit.getByLabel("Source note").fill("https://example.com/cloetta-press-release");
    await edit.getByRole("button", { name: "Save brand" }).click();
    await seeToast(admin, `Brand ${UNKNOWN_BRAND_PRODUCT.brand} updated.`);
    await detail.getByText("Non-US owner", { exact: true }).waitFor();
    await detail.getByRole("region", { name: "Audit log" }).getByText("https://example.com/cloetta-press-release").waitFor();

    // A regional owner for North America (the US company), then removed again; each change asks for its source.
    await detail.getByRole("button", { name: "Add regional owner" }).click();
    const regional = admin.getByRole("dialog", { name: "Add regional owner" });
    await pick(regional, "Regional owner", "Kvarnby Hold", new RegExp(`^${US_COMPANY}`));
    await regional.getByLabel("Source note").fill("https://example.com/kvarnby-north-america");
    await regional.getByRole("button", { name: "Save regional owner" }).click();
    await seeToast(admin, `Regional owner of ${UNKNOWN_BRAND_PRODUCT.brand} saved.`);
    const northAmerica = detail.getByRole("article", { name: "Regional owner in North America (US, Canada)" });
    await northAmerica.getByRole("button", { name: US_COMPANY }).waitFor();
    await northAmerica.getByRole("button", { name: "Remove" }).click();
    const removal = admin.getByRole("dialog", { name: "Remove regional owner" });
    await removal.getByRole("button", { name: "Remove" }).click();
    await removal.getByText(/^A source note is required/).waitFor();
    await removal.getByLabel("Source note").fill("https://example.com/kvarnby-sold-north-america");
    await removal.getByRole("button", { name: "Remove" }).click();
    await seeToast(admin, `Regional owner of ${UNKNOWN_BRAND_PRODUCT.brand} removed.`);
    await northAmerica.waitFor({ state: "detached" });
    await detail.getByText("Non-US owner", { exact: true }).waitFor();

    // A regional owner for one country, picked in the same dialog: the US company owns the brand's
    // Swedish products, so the shopper's product (a Swedish barcode) reads American; then it is removed.
    await detail.getByRole("button", { name: "Add regional owner" }).click();
    const inSweden = admin.getByRole("dialog", { name: "Add regional owner" });
    // "Regional owner" is a combobox too: the region's is named "Region" alone.
    const region = inSweden.getByRole("combobox", { name: /^Region\b/ });
    await region.click();
    await region.fill("Swed");
    await admin.getByRole("option", { name: "Sweden (SE)", exact: true }).click();
    await pick(inSweden, "Regional owner", "Kvarnby Hold", new RegExp(`^${US_COMPANY}`));
    await inSweden.getByLabel("Source note").fill("https://example.com/kvarnby-sweden");
    await inSweden.getByRole("button", { name: "Save regional owner" }).click();
    await seeToast(admin, `Regional owner of ${UNKNOWN_BRAND_PRODUCT.brand} saved.`);
    const sweden = detail.getByRole("article", { name: "Regional owner in Sweden (SE)" });
    await sweden.getByRole("button", { name: US_COMPANY }).waitFor();
    await shopper.reload();
    await seeVerdict(shopper, WHY.usOwner);
    await sweden.getByRole("button", { name: "Remove" }).click();
    const swedenRemoval = admin.getByRole("dialog", { name: "Remove regional owner" });
    await swedenRemoval.getByLabel("Source note").fill("https://example.com/kvarnby-sweden-sold");
    await swedenRemoval.getByRole("button", { name: "Remove" }).click();
    await seeToast(admin, `Regional owner of ${UNKNOWN_BRAND_PRODUCT.brand} removed.`);
    await sweden.waitFor({ state: "detached" });

    // Once it has an owner the brand is no longer unknown.
    await detail.getByRole("button", { name: "Back" }).click();
    await unknown.getByRole("heading", { name: "Most scanned unknown brands" }).waitFor();
    await card.waitFor({ state: "detached" });
    // The search finds it, with its Swedish owner.
    await admin.getByLabel("Search brands and companies").fill("kvarnby bak");
    const hit = admin.getByRole("list", { name: "Matching brands" }).getByRole("button", { name: `Brand ${UNKNOWN_BRAND_PRODUCT.brand}` });
    await hit.getByText(SWEDISH_COMPANY).waitFor();
    await hit.click();
    await detail.getByText("Non-US owner", { exact: true }).waitFor();

    // A company whose name is taken is refused: the server's reason shows in the error toast, the dialog stays.
    await detail.getByRole("button", { name: "Back" }).click();
    pages.expectError(/status of 409/);
    pages.expectError(/Registry write failed/);
    await admin.getByRole("button", { name: "New company" }).click();
    const newCompany = admin.getByRole("dialog", { name: "New company" });
    await newCompany.getByLabel("Company name").fill(SWEDISH_COMPANY.toUpperCase());
    await pick(newCompany, "HQ country", "Swed", "Sweden (SE)");
    await newCompany.getByLabel("Source note").fill("https://example.com/duplicate");
    await newCompany.getByRole("button", { name: "Save company" }).click();
    await seeToast(admin, `A company named "${SWEDISH_COMPANY}" already exists`);
    await newCompany.getByRole("button", { name: "Cancel" }).click();
    await newCompany.waitFor({ state: "hidden" });

    await shopper.reload();
    await seeVerdict(shopper, WHY.swedishOwner);
    await shopper.getByText("HQ: Sweden").waitFor();
  });
});
