import type { z } from "zod";

import type { MarketRegion } from "@productcheck/domain/market-region";
import {
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

/** A form's first error message per field (the schema's own words), e.g. `{ sourceNote: "A source note is required…" }`. */
export type FieldErrors = Partial<Record<string, string>>;

/** Validates `value` with the same zod schema the server uses; {} when the form may be sent. */
export function fieldErrors(schema: z.ZodType, value: unknown): FieldErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[field] ??= issue.message;
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

export const OWNER_REQUIRED_MESSAGE = "Pick the company that owns the brand";

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
    ? fieldErrors(ZUpdateBrandSchema, toUpdateBrandRequest(brand, values))
    : fieldErrors(ZCreateBrandSchema, toCreateBrandRequest(values));
  if (!values.ownerId) errors.ownerId = OWNER_REQUIRED_MESSAGE;
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

export const PARENT_IS_ITSELF_MESSAGE = "A company cannot be its own parent";

export function companyFormErrors(values: CompanyFormValues, company: TCompanyDetail | null): FieldErrors {
  const errors = company
    ? fieldErrors(ZUpdateCompanySchema, toUpdateCompanyRequest(company, values))
    : fieldErrors(ZCreateCompanySchema, toCreateCompanyRequest(values));
  if (company && values.parentId === String(company.id)) errors.parentId = PARENT_IS_ITSELF_MESSAGE;
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
  return fieldErrors(ZSetRegionalOwnerSchema, toSetRegionalOwnerRequest(brandId, values));
}

export function sourceNoteErrors(id: number, sourceNote: string): FieldErrors {
  return fieldErrors(ZReviewProposalSchema, { id, sourceNote });
}
