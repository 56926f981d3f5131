/**
 * Brand Locations: the admin's editor of the brand registry (docs/admin.md). Every call is an admin
 * procedure; every change carries a source note and is written to the registry's audit log.
 */
import { z } from "zod";

import { ALL_COUNTRY_CODES, normalizeCountryCode } from "@productcheck/domain/countries";
import { isMarketRegion, NORTH_AMERICA } from "@productcheck/domain/market-region";

import { ZIdSchema, ZTextSchema } from "./input";
import { ZConfidenceSchema, ZFactSourceSchema } from "./scanned-product";
const count = z.number().int().nonnegative();

export const NAME_MAX_LENGTH = 120;
export const SOURCE_NOTE_MAX_LENGTH = 500;
export const MAX_ALIASES = 30;
export const MAX_REGIONAL_CATEGORIES = 20;
export const SEARCH_MAX_LENGTH = 100;

export const SOURCE_NOTE_REQUIRED_MESSAGE = "A source note is required: say where you verified this (a URL or a publication)";
export const COUNTRY_CODE_MESSAGE = "HQ country must be an ISO 3166-1 alpha-2 code such as SE or US";

/** A registry row's id in a path or a body: a positive int32. */
export const ZRegistryIdSchema = ZIdSchema;

/** A brand's or company's name: trimmed, non-empty, no control characters. */
const ZRegistryNameSchema = (what: string) =>
  ZTextSchema({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(NAME_MAX_LENGTH, `${what} must be at most ${NAME_MAX_LENGTH} characters`)
    .refine((value) => !/\p{Cc}/u.test(value), `${what} must not contain control characters`);

/** Where the admin verified a change: required on every edit. */
export const ZSourceNoteSchema = ZTextSchema({ error: SOURCE_NOTE_REQUIRED_MESSAGE })
  .trim()
  .min(1, SOURCE_NOTE_REQUIRED_MESSAGE)
  .max(SOURCE_NOTE_MAX_LENGTH, `The source note must be at most ${SOURCE_NOTE_MAX_LENGTH} characters`)
  .refine((value) => !/\p{Cc}/u.test(value.replace(/[\n\t]/g, "")), "The source note must not contain control characters");

/** An HQ country: an ISO 3166-1 alpha-2 code we know, upper-cased ("se" is accepted as SE). */
export const ZHqCountrySchema = ZTextSchema({ error: COUNTRY_CODE_MESSAGE })
  .trim()
  .toUpperCase()
  .refine((code) => (ALL_COUNTRY_CODES as readonly string[]).includes(code), COUNTRY_CODE_MESSAGE);

export const MARKET_REGION_MESSAGE = `region must be one of: ${NORTH_AMERICA}, or a country's ISO 3166-1 alpha-2 code such as SE (GB for the United Kingdom)`;

/**
 * A market region (domain/market-region): "north-america" or a country code; "se" and "UK" are read
 * as SE and GB.
 */
export const ZMarketRegionSchema = ZTextSchema({ error: MARKET_REGION_MESSAGE })
  .trim()
  .overwrite((region) => (region.toLowerCase() === NORTH_AMERICA ? NORTH_AMERICA : (normalizeCountryCode(region) ?? region)))
  .refine(isMarketRegion, MARKET_REGION_MESSAGE);

// ---------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------

/** GET /api/admin/registry/search?query=: brands (by name or alias) and companies (by name) matching `query`. */
export const ZRegistrySearchRequestSchema = z.object({
  query: ZTextSchema().trim().max(SEARCH_MAX_LENGTH, `query must be at most ${SEARCH_MAX_LENGTH} characters`).default(""),
});
export type TRegistrySearchRequest = z.input<typeof ZRegistrySearchRequestSchema>;

/** One company of an ownership chain, as Brand Locations shows it. */
export const ZChainCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hqCountry: z.string(),
  hqCountryName: z.string(),
  source: ZFactSourceSchema,
  confidence: ZConfidenceSchema,
  sourceNote: z.string(),
  /** When the row was last checked: an admin's edit, or else the row's last update (ISO 8601). */
  checkedAt: z.string(),
});
export type TChainCompany = z.infer<typeof ZChainCompanySchema>;

export const ZBrandSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The direct owner's name. */
  ownerName: z.string(),
  /** The ultimate owner's name and HQ (the chain's last company). */
  ultimateOwnerName: z.string(),
  hqCountry: z.string(),
  source: ZFactSourceSchema,
  confidence: ZConfidenceSchema,
  /** Catalogue products whose brand is this brand or one of its aliases. */
  productCount: count,
});
export type TBrandSummary = z.infer<typeof ZBrandSummarySchema>;

export const ZCompanySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hqCountry: z.string(),
  parentName: z.string().nullable(),
  source: ZFactSourceSchema,
  confidence: ZConfidenceSchema,
  /** Brands it owns directly (everywhere or in a region). */
  brandCount: count,
});
export type TCompanySummary = z.infer<typeof ZCompanySummarySchema>;

/** At most 25 of each, best match first (exact, then prefix, then contains); an empty query lists the first 25 by name. */
export const ZRegistrySearchResponseSchema = z.object({
  brands: z.array(ZBrandSummarySchema),
  companies: z.array(ZCompanySummarySchema),
});
export type TRegistrySearchResponse = z.infer<typeof ZRegistrySearchResponseSchema>;

export const REGISTRY_EDIT_ACTIONS = [
  "brand.create",
  "brand.update",
  "brand.confirm",
  "brand.reject",
  "brand.regional-owner",
  "company.create",
  "company.update",
  "company.confirm",
] as const;
export type TRegistryEditAction = (typeof REGISTRY_EDIT_ACTIONS)[number];

/** One audit-log entry: who changed what, when, on what source. */
export const ZRegistryEditSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  adminEmail: z.string(),
  action: z.enum(REGISTRY_EDIT_ACTIONS),
  summary: z.string(),
  sourceNote: z.string(),
});
export type TRegistryEdit = z.infer<typeof ZRegistryEditSchema>;

export const ZRegionalOwnerSchema = z.object({
  region: ZMarketRegionSchema,
  /** The regional owner's chain, direct owner first. */
  chain: z.array(ZChainCompanySchema),
  /** Open Food Facts category tags it is limited to; empty: every product of the region. */
  categories: z.array(z.string()),
  sourceNote: z.string(),
  confidence: ZConfidenceSchema,
});
export type TRegionalOwner = z.infer<typeof ZRegionalOwnerSchema>;

/** GET /api/admin/brands/{id} */
export const ZBrandDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  aliases: z.array(z.string()),
  source: ZFactSourceSchema,
  confidence: ZConfidenceSchema,
  sourceNote: z.string(),
  /** When an admin last changed the brand (null: as the data files or the AI left it). */
  editedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Direct owner first, ultimate parent last. */
  chain: z.array(ZChainCompanySchema),
  regionalOwners: z.array(ZRegionalOwnerSchema),
  /** Whether the ultimate owner is headquartered in the US (everywhere but in its regional owners' regions). */
  isAmerican: z.boolean(),
  productCount: count,
  /** Scans of those products. */
  scanCount: count,
  /** Newest first. */
  edits: z.array(ZRegistryEditSchema),
});
export type TBrandDetail = z.infer<typeof ZBrandDetailSchema>;

/** GET /api/admin/companies/{id} */
export const ZCompanyDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hqCountry: z.string(),
  source: ZFactSourceSchema,
  confidence: ZConfidenceSchema,
  sourceNote: z.string(),
  editedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** This company first, then its parent, up to the ultimate parent. */
  chain: z.array(ZChainCompanySchema),
  /** Companies whose parent it is. */
  subsidiaries: z.array(z.object({ id: z.number().int(), name: z.string(), hqCountry: z.string() })),
  /** Brands it owns directly, everywhere or in a region. */
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), region: ZMarketRegionSchema.nullable() })),
  /** Catalogue products of every brand it owns, directly or through subsidiaries. */
  productCount: count,
  edits: z.array(ZRegistryEditSchema),
});
export type TCompanyDetail = z.infer<typeof ZCompanyDetailSchema>;

/** GET /api/admin/unknown-brands: brands of scanned products that nothing resolves to an owner, most scanned first (at most 50). */
export const ZUnknownBrandsResponseSchema = z.object({
  brands: z.array(
    z.object({
      /** The brand as printed (the most common spelling among its products). */
      brand: z.string(),
      brandKey: z.string(),
      scanCount: count,
      productCount: count,
      /** One product of the brand, to look at. */
      exampleBarcode: z.string(),
      exampleName: z.string(),
      /** What the products say about their owner (Open Food Facts' brand_owner or the manufacturer), if anything. */
      ownerHint: z.string(),
      /** What the AI provider answered when asked: null when it never was. */
      aiOutcome: z.enum(["unknown", "failed", "rejected"]).nullable(),
    }),
  ),
});
export type TUnknownBrandsResponse = z.infer<typeof ZUnknownBrandsResponseSchema>;

/** GET /api/admin/ai-proposals: brands whose owner the AI proposed (source `ai`), awaiting confirmation, most scanned first. */
export const ZAiProposalsResponseSchema = z.object({
  proposals: z.array(
    z.object({
      brandId: z.number().int(),
      brand: z.string(),
      chain: z.array(ZChainCompanySchema),
      /** "AI proposal (model), date". */
      sourceNote: z.string(),
      productCount: count,
      scanCount: count,
    }),
  ),
});
export type TAiProposalsResponse = z.infer<typeof ZAiProposalsResponseSchema>;

export const ZRegistryIdRequestSchema = z.object({ id: ZRegistryIdSchema });

// ---------------------------------------------------------------------------------------------------
// Writing: every change names its source. Answers are the changed brand's or company's detail.
// ---------------------------------------------------------------------------------------------------

const ZAliasesSchema = z
  .array(ZRegistryNameSchema("Alias"), { error: "aliases must be a list of names" })
  .max(MAX_ALIASES, `At most ${MAX_ALIASES} aliases`);

/** POST /api/admin/brands */
export const ZCreateBrandSchema = z.object({
  name: ZRegistryNameSchema("Brand name"),
  ownerId: ZRegistryIdSchema,
  aliases: ZAliasesSchema.default([]),
  sourceNote: ZSourceNoteSchema,
});
export type TCreateBrand = z.input<typeof ZCreateBrandSchema>;

/** PATCH /api/admin/brands/{id}: the fields given change; `aliases` replaces the whole list. */
export const ZUpdateBrandSchema = z.object({
  id: ZRegistryIdSchema,
  name: ZRegistryNameSchema("Brand name").optional(),
  ownerId: ZRegistryIdSchema.optional(),
  aliases: ZAliasesSchema.optional(),
  sourceNote: ZSourceNoteSchema,
});
export type TUpdateBrand = z.input<typeof ZUpdateBrandSchema>;

/** PUT /api/admin/brands/{id}/regional-owners/{region}: `ownerId` null removes the regional owner. */
export const ZSetRegionalOwnerSchema = z.object({
  id: ZRegistryIdSchema,
  region: ZMarketRegionSchema,
  ownerId: ZRegistryIdSchema.nullable(),
  categories: z
    .array(ZTextSchema().trim().regex(/^[a-z]{2}:[a-z0-9-]+$/, "Categories are Open Food Facts tags such as en:breakfast-cereals"))
    .max(MAX_REGIONAL_CATEGORIES, `At most ${MAX_REGIONAL_CATEGORIES} categories`)
    .default([]),
  sourceNote: ZSourceNoteSchema,
});
export type TSetRegionalOwner = z.input<typeof ZSetRegionalOwnerSchema>;

/** POST /api/admin/brands/{id}/confirm and …/reject: the admin's verdict on an AI proposal. */
export const ZReviewProposalSchema = z.object({ id: ZRegistryIdSchema, sourceNote: ZSourceNoteSchema });
export type TReviewProposal = z.input<typeof ZReviewProposalSchema>;

/** POST /api/admin/companies */
export const ZCreateCompanySchema = z.object({
  name: ZRegistryNameSchema("Company name"),
  hqCountry: ZHqCountrySchema,
  parentId: ZRegistryIdSchema.nullable().default(null),
  sourceNote: ZSourceNoteSchema,
});
export type TCreateCompany = z.input<typeof ZCreateCompanySchema>;

/** PATCH /api/admin/companies/{id}: the fields given change; `parentId` null makes it an ultimate owner. */
export const ZUpdateCompanySchema = z.object({
  id: ZRegistryIdSchema,
  name: ZRegistryNameSchema("Company name").optional(),
  hqCountry: ZHqCountrySchema.optional(),
  parentId: ZRegistryIdSchema.nullable().optional(),
  sourceNote: ZSourceNoteSchema,
});
export type TUpdateCompany = z.input<typeof ZUpdateCompanySchema>;

/** The answer of reject: the brand is gone, so only what became of it. */
export const ZRejectProposalResponseSchema = z.object({
  brandId: z.number().int(),
  brand: z.string(),
  /** AI-made companies deleted with it because nothing else named them. */
  removedCompanies: z.array(z.string()),
});
export type TRejectProposalResponse = z.infer<typeof ZRejectProposalResponseSchema>;
