import { afterEach, describe, expect, it } from "vitest";

import { COUNTRY_CODE_MESSAGE, SOURCE_NOTE_REQUIRED_MESSAGE, type TBrandDetail, type TChainCompany, type TCompanyDetail } from "@productcheck/validators/brand-locations";

import { activateLocale } from "@/i18n/i18n";
import { adminMessages } from "@/i18n/messages/admin/admin-messages";

import {
  brandFormErrors,
  brandFormOf,
  companyFormErrors,
  emptyBrandForm,
  emptyCompanyForm,
  regionalOwnerFormErrors,
  sourceNoteErrors,
  toCreateBrandRequest,
  toCreateCompanyRequest,
  toSetRegionalOwnerRequest,
  toUpdateBrandRequest,
  toUpdateCompanyRequest,
} from "./registry-forms";

const OWNER_REQUIRED_MESSAGE = "Pick the company that owns the brand";

const link = (id: number, name: string, hqCountry: string): TChainCompany => ({
  id,
  name,
  hqCountry,
  hqCountryName: hqCountry,
  source: "registry",
  confidence: "high",
  sourceNote: "",
  checkedAt: "2026-11-01T00:00:00.000Z",
});

const brand = (overrides: Partial<TBrandDetail> = {}): TBrandDetail => ({
  id: 7,
  name: "Fjordlight",
  key: "fjordlight",
  aliases: ["Fjord Light"],
  source: "admin",
  confidence: "high",
  sourceNote: "",
  editedAt: null,
  updatedAt: "2026-11-01T00:00:00.000Z",
  chain: [link(3, "Fjord Foods", "SE"), link(1, "Nordic Holdings", "SE")],
  regionalOwners: [],
  isAmerican: false,
  productCount: 2,
  scanCount: 5,
  edits: [],
  ...overrides,
});

const company = (overrides: Partial<TCompanyDetail> = {}): TCompanyDetail => ({
  id: 3,
  name: "Fjord Foods",
  hqCountry: "SE",
  source: "admin",
  confidence: "high",
  sourceNote: "",
  editedAt: null,
  updatedAt: "2026-11-01T00:00:00.000Z",
  chain: [link(3, "Fjord Foods", "SE"), link(1, "Nordic Holdings", "SE")],
  subsidiaries: [],
  brands: [],
  productCount: 0,
  edits: [],
  ...overrides,
});

const NOTE = "https://example.com/annual-report";

describe("brand form", () => {
  it("maps a new brand to the create request", () => {
    expect(toCreateBrandRequest({ name: "Fjordlight", ownerId: "3", aliases: ["FL"], sourceNote: NOTE })).toEqual({
      name: "Fjordlight",
      ownerId: 3,
      aliases: ["FL"],
      sourceNote: NOTE,
    });
  });

  it("starts editing from the brand's direct owner and an empty source note", () => {
    expect(brandFormOf(brand())).toEqual({ name: "Fjordlight", ownerId: "3", aliases: ["Fjord Light"], sourceNote: "" });
  });

  it("sends only the fields that changed, and always the source note", () => {
    const values = { ...brandFormOf(brand()), ownerId: "9", sourceNote: NOTE };
    expect(toUpdateBrandRequest(brand(), values)).toEqual({ id: 7, ownerId: 9, sourceNote: NOTE });
    const renamed = { ...brandFormOf(brand()), name: " Fjordlite ", aliases: [], sourceNote: NOTE };
    expect(toUpdateBrandRequest(brand(), renamed)).toEqual({ id: 7, name: " Fjordlite ", aliases: [], sourceNote: NOTE });
  });

  it("shows the schema's messages: name, owner and source note", () => {
    expect(brandFormErrors(emptyBrandForm(), null)).toEqual({
      name: "Brand name is required",
      ownerId: OWNER_REQUIRED_MESSAGE,
      sourceNote: SOURCE_NOTE_REQUIRED_MESSAGE,
    });
    expect(brandFormErrors({ name: "Fjordlight", ownerId: "3", aliases: [], sourceNote: "   " }, null)).toEqual({
      sourceNote: SOURCE_NOTE_REQUIRED_MESSAGE,
    });
    expect(brandFormErrors({ name: "Fjordlight", ownerId: "3", aliases: [], sourceNote: NOTE }, null)).toEqual({});
    expect(brandFormErrors({ ...brandFormOf(brand()), name: "x".repeat(121), sourceNote: NOTE }, brand())).toEqual({
      name: "Brand name must be at most 120 characters",
    });
  });
});

describe("company form", () => {
  it("maps a new company to the create request; no parent is an ultimate owner", () => {
    expect(toCreateCompanyRequest({ name: "Acme Foods Inc.", hqCountry: "US", parentId: null, sourceNote: NOTE })).toEqual({
      name: "Acme Foods Inc.",
      hqCountry: "US",
      parentId: null,
      sourceNote: NOTE,
    });
  });

  it("requires a name, a known HQ country and a source note", () => {
    expect(companyFormErrors(emptyCompanyForm(), null)).toEqual({
      name: "Company name is required",
      hqCountry: COUNTRY_CODE_MESSAGE,
      sourceNote: SOURCE_NOTE_REQUIRED_MESSAGE,
    });
  });

  it("sends only changes; clearing the parent sends null", () => {
    const values = { name: "Fjord Foods", hqCountry: "NO", parentId: null, sourceNote: NOTE };
    expect(toUpdateCompanyRequest(company(), values)).toEqual({ id: 3, hqCountry: "NO", parentId: null, sourceNote: NOTE });
    expect(toUpdateCompanyRequest(company({ chain: [link(3, "Fjord Foods", "SE")] }), values)).toEqual({
      id: 3,
      hqCountry: "NO",
      sourceNote: NOTE,
    });
  });

  it("refuses a company as its own parent", () => {
    const values = { name: "Fjord Foods", hqCountry: "SE", parentId: "3", sourceNote: NOTE };
    expect(companyFormErrors(values, company())).toEqual({ parentId: "A company cannot be its own parent" });
  });
});

describe("regional owner and review forms", () => {
  it("maps the regional owner; removing it drops the categories", () => {
    const values = { region: "north-america" as const, ownerId: "4", categories: ["en:breakfast-cereals"], sourceNote: NOTE };
    expect(toSetRegionalOwnerRequest(7, values)).toEqual({
      id: 7,
      region: "north-america",
      ownerId: 4,
      categories: ["en:breakfast-cereals"],
      sourceNote: NOTE,
    });
    expect(toSetRegionalOwnerRequest(7, { ...values, ownerId: null })).toEqual({
      id: 7,
      region: "north-america",
      ownerId: null,
      categories: [],
      sourceNote: NOTE,
    });
  });

  it("accepts a country as the region, and nothing else", () => {
    const values = { region: "SE", ownerId: "4", categories: [], sourceNote: NOTE };
    expect(toSetRegionalOwnerRequest(7, values)).toMatchObject({ region: "SE", ownerId: 4 });
    expect(regionalOwnerFormErrors(7, values)).toEqual({});
    expect(Object.keys(regionalOwnerFormErrors(7, { ...values, region: "europe" }))).toEqual(["region"]);
  });

  it("checks categories against Open Food Facts' tag form", () => {
    const values = { region: "north-america" as const, ownerId: "4", categories: ["Cereals"], sourceNote: NOTE };
    expect(regionalOwnerFormErrors(7, values)).toEqual({ categories: "Categories are Open Food Facts tags such as en:breakfast-cereals" });
  });

  it("requires a source note to confirm or reject a proposal", () => {
    expect(sourceNoteErrors(7, "")).toEqual({ sourceNote: SOURCE_NOTE_REQUIRED_MESSAGE });
    expect(sourceNoteErrors(7, NOTE)).toEqual({});
  });
});

describe("the forms' messages in Swedish", () => {
  afterEach(() => activateLocale("en"));

  it("words each schema issue in the active language, the English one as the schema has it", async () => {
    const tooLong = { ...emptyBrandForm("x".repeat(121)), ownerId: "3", aliases: ["y".repeat(121)], sourceNote: "z".repeat(501) };
    expect(brandFormErrors(tooLong, null)).toEqual({
      name: "Brand name must be at most 120 characters",
      aliases: "Alias must be at most 120 characters",
      sourceNote: "The source note must be at most 500 characters",
    });
    await adminMessages.ensure("sv");
    activateLocale("sv");
    expect(brandFormErrors(emptyBrandForm(), null)).toEqual({
      name: "Varumärkesnamn måste anges",
      ownerId: "Välj företaget som äger varumärket",
      sourceNote: "En källa måste anges: skriv var du har kontrollerat det här (en webbadress eller en publikation)",
    });
    expect(brandFormErrors(tooLong, null)).toEqual({
      name: "Varumärkesnamnet får vara högst 120 tecken",
      aliases: "Det alternativa namnet får vara högst 120 tecken",
      sourceNote: "Källan får vara högst 500 tecken",
    });
    expect(companyFormErrors(emptyCompanyForm(), null)).toMatchObject({
      name: "Företagsnamn måste anges",
      hqCountry: "Land för huvudkontor måste vara en ISO 3166-1 alpha-2-kod, t.ex. SE eller US",
    });
    const values = { region: "north-america" as const, ownerId: "4", categories: ["Cereals"], sourceNote: NOTE };
    expect(regionalOwnerFormErrors(7, values)).toEqual({ categories: "Kategorier är taggar från Open Food Facts, t.ex. en:breakfast-cereals" });
    expect(companyFormErrors({ name: "Fjord Foods", hqCountry: "SE", parentId: "3", sourceNote: NOTE }, company())).toEqual({
      parentId: "Ett företag kan inte vara sitt eget moderbolag",
    });
  });
});
