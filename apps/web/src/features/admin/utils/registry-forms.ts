import type { z } from "zod";

import { NORTH_AMERICA, type MarketRegion } from "@productcheck/domain/market-region";
import {
  MAX_ALIASES,
  MAX_REGIONAL_CATEGORIES,
  NAME_MAX_LENGTH,
  SOURCE_NOTE_MAX_LENGTH,
  ZCreateBrandSchema,
  ZCreateCompanySchema,
  ZReviewProposalSchema,
  ZSetRegionalOwnerSchema,
  ZUpdateBrandSchema,
  ZUpdateCompanySchema,
  type TBrandDetail,
  type TCompanyDetail,
  type TCreateBrand,
  type TCreateCompany,
  type TSetRegionalOwner,
  type TUpdateBrand,
  type TUpdateCompany,
} from "@productcheck/validators/brand-locations";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";

const t = adminMessages.t;

/** A form's first error message per field, in the active language, e.g. `{ sourceNote: "A source note is required…" }`. */
export type FieldErrors = Partial<Record<string, string>>;

type Issue = z.ZodError["issues"][number];
/** What a name field names, for its messages: a brand's or a company's name, or one of a brand's aliases. */
type NameKind = "brand" | "company" | "alias";

/** A name's problem: too long, a control character, or missing (the schema's `.max`, `.refine` and the rest). */
function nameIssue(what: NameKind, issue: Issue): string {
  if (issue.code === "too_big") return t("admin.validation.tooLong", { what, max: NAME_MAX_LENGTH });
  if (issue.code === "custom") return t("admin.validation.controlCharacters", { what });
  return t("admin.validation.required", { what });
}

/**
 * The message of a schema's issue with a registry form's field, in the active language (the schemas' own
 * messages are the server's English ones); an issue no field of the forms can cause keeps the schema's text.
 */
function issueMessage(issue: Issue, names: NameKind): string {
  const [field] = issue.path;
  const inList = issue.path.length > 1;
  switch (field) {
    case "name":
      return nameIssue(names, issue);
    case "aliases":
      if (inList) return nameIssue("alias", issue);
      return issue.code === "too_big" ? t("admin.validation.tooManyAliases", { max: MAX_ALIASES }) : issue.message;
    case "sourceNote":
      if (issue.code === "too_big") return t("admin.validation.sourceNoteTooLong", { max: SOURCE_NOTE_MAX_LENGTH });
      if (issue.code === "custom") return t("admin.validation.sourceNoteControlCharacters");
      return t("admin.validation.sourceNoteRequired");
    case "hqCountry":
      return t("admin.validation.countryCode");
    case "region":
      return t("admin.validation.marketRegion", { northAmerica: NORTH_AMERICA });
    case "categories":
      if (inList) return t("admin.validation.categoryFormat");
      return issue.code === "too_big" ? t("admin.validation.tooManyCategories", { max: MAX_REGIONAL_CATEGORIES }) : issue.message;
    default:
      return issue.message;
  }
}

/** Validates `value` with the same zod schema the server uses; {} when the form may be sent. `names`: what its `name` field names. */
export function fieldErrors(schema: z.ZodType, value: unknown, names: NameKind): FieldErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[field] ??= issueMessage(issue, names);
  }
  return errors;
}

/** A company picker's value: a company id as text, or null when none is picked. */
export type PickedId = string | null;

const idOf = (picked: PickedId): number | undefined => (picked ? Number(picked) : undefined);

// ---------------------------------------------------------------------------------------------------
// Brand
// ---------------------------------------------------------------------------------------------------

export interface BrandFormValues {
  name: string;
  ownerId: PickedId;
  aliases: string[];
  sourceNote: string;
}

export function emptyBrandForm(name = ""): BrandFormValues {
  return { name, ownerId: null, aliases: [], sourceNote: "" };
}

/** The edit dialog starts from the brand as it is; the source note is always new. */
export function brandFormOf(brand: TBrandDetail): BrandFormValues {
  const owner = brand.chain[0];
  return { name: brand.name, ownerId: owner ? String(owner.id) : null, aliases: [...brand.aliases], sourceNote: "" };
}

export function toCreateBrandRequest(values: BrandFormValues): TCreateBrand {
  return { name: values.name, ownerId: idOf(values.ownerId) as number, aliases: values.aliases, sourceNote: values.sourceNote };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** Only what changed is sent (PATCH semantics); the source note always is. */
export function toUpdateBrandRequest(brand: TBrandDetail, values: BrandFormValues): TUpdateBrand {
  const before = brandFormOf(brand);
  const request: TUpdateBrand = { id: brand.id, sourceNote: values.sourceNote };
  if (values.name.trim() !== before.name) request.name = values.name;
  if (values.ownerId !== before.ownerId) request.ownerId = idOf(values.ownerId);
  if (!sameList(values.aliases, before.aliases)) request.aliases = values.aliases;
  return request;
}

/** Client-side validation of the brand dialog: the server's schema, plus "an owner is picked" (its id message is technical). */
export function brandFormErrors(values: BrandFormValues, brand: TBrandDetail | null): FieldErrors {
  const errors = brand
    ? fieldErrors(ZUpdateBrandSchema, toUpdateBrandRequest(brand, values), "brand")
    : fieldErrors(ZCreateBrandSchema, toCreateBrandRequest(values), "brand");
  if (!values.ownerId) errors.ownerId = t("admin.validation.ownerRequired");
  return errors;
}

// ---------------------------------------------------------------------------------------------------
// Company
// ---------------------------------------------------------------------------------------------------

export interface CompanyFormValues {
  name: string;
  hqCountry: string | null;
  /** null: none (an ultimate owner). */
  parentId: PickedId;
  sourceNote: string;
}

export function emptyCompanyForm(name = ""): CompanyFormValues {
  return { name, hqCountry: null, parentId: null, sourceNote: "" };
}

export function companyFormOf(company: TCompanyDetail): CompanyFormValues {
  const parent = company.chain[1];
  return { name: company.name, hqCountry: company.hqCountry, parentId: parent ? String(parent.id) : null, sourceNote: "" };
}

export function toCreateCompanyRequest(values: CompanyFormValues): TCreateCompany {
  return {
    name: values.name,
    hqCountry: values.hqCountry ?? "",
    parentId: idOf(values.parentId) ?? null,
    sourceNote: values.sourceNote,
  };
}

export function toUpdateCompanyRequest(company: TCompanyDetail, values: CompanyFormValues): TUpdateCompany {
  const before = companyFormOf(company);
  const request: TUpdateCompany = { id: company.id, sourceNote: values.sourceNote };
  if (values.name.trim() !== before.name) request.name = values.name;
  if (values.hqCountry !== before.hqCountry) request.hqCountry = values.hqCountry ?? "";
  if (values.parentId !== before.parentId) request.parentId = idOf(values.parentId) ?? null;
  return request;
}

export function companyFormErrors(values: CompanyFormValues, company: TCompanyDetail | null): FieldErrors {
  const errors = company
    ? fieldErrors(ZUpdateCompanySchema, toUpdateCompanyRequest(company, values), "company")
    : fieldErrors(ZCreateCompanySchema, toCreateCompanyRequest(values), "company");
  if (company && values.parentId === String(company.id)) errors.parentId = t("admin.validation.parentIsItself");
  return errors;
}

// ---------------------------------------------------------------------------------------------------
// Regional owner and proposal review
// ---------------------------------------------------------------------------------------------------

export interface RegionalOwnerFormValues {
  region: MarketRegion;
  /** null removes the regional owner. */
  ownerId: PickedId;
  categories: string[];
  sourceNote: string;
}

export function toSetRegionalOwnerRequest(brandId: number, values: RegionalOwnerFormValues): TSetRegionalOwner {
  return {
    id: brandId,
    region: values.region,
    ownerId: idOf(values.ownerId) ?? null,
    categories: values.ownerId ? values.categories : [],
    sourceNote: values.sourceNote,
  };
}

export function regionalOwnerFormErrors(brandId: number, values: RegionalOwnerFormValues): FieldErrors {
  return fieldErrors(ZSetRegionalOwnerSchema, toSetRegionalOwnerRequest(brandId, values), "brand");
}

export function sourceNoteErrors(id: number, sourceNote: string): FieldErrors {
  return fieldErrors(ZReviewProposalSchema, { id, sourceNote }, "brand");
}
