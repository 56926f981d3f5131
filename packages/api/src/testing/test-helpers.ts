// Builders for API tests: a fresh database, contexts for createCaller, and small data factories.
import { TRPCError } from "@trpc/server";

import type { Principal } from "@productcheck/auth/principal";
import { createSession, validateSessionToken } from "@productcheck/auth/session";
import type { Db } from "@productcheck/db/client";
import { computeCheckDigit } from "@productcheck/domain/barcode";
import { brandKey } from "@productcheck/domain/brand-key";
import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";
import type { MarketRegion } from "@productcheck/domain/market-region";
import { registryChanged } from "@productcheck/registry/load-ownership-resolver";

import type { ApiConfig } from "../config";
import { createCaller } from "../root";
import type { Payments } from "../services/payments/stripe-client";
import type { ProductSources } from "../services/scan/product-lookup";
import type { AiProvider } from "../services/shared/ai-provider";
import { AppError } from "../services/shared/app-error";
import type { CookieJar } from "../services/shared/cookie-jar";
import type { Mailer, SignInCodeMail } from "../services/shared/mailer";
import { createContextInner } from "../trpc";

export const testConfig: ApiConfig = {
  freeGuestScans: 3,
  freeAccountScans: 10,
  guestScansPerIpPerDay: 20,
  adminEmail: "admin@example.com",
  homeCountry: "SE",
  production: false,
  secret: "test-secret-test-secret-test-secret",
};

let sequence = 0;

/** A valid, unique EAN-13 in the Swedish GS1 range. */
export function nextBarcode(prefix = "73"): string {
  sequence += 1;
  const body = `${prefix}${String(Date.now() % 1e6).padStart(6, "0")}${String(sequence).padStart(4, "0")}`.slice(0, 12);
  return `${body}${computeCheckDigit(body)}`;
}

export async function createProduct(db: Db, overrides: Partial<Parameters<Db["product"]["create"]>[0]["data"]> = {}) {
  return db.product.create({
    data: { barcode: nextBarcode(), name: "Test product", source: "catalogue", ...overrides },
    select: { id: true, barcode: true },
  });
}

export async function createUser(db: Db, scansRemaining = 10, email = `user${++sequence}@example.com`) {
  return db.user.create({ data: { email, scansRemaining }, select: { id: true, email: true } });
}

export async function userPrincipal(db: Db, userId: number): Promise<Principal> {
  const { token } = await createSession(db, userId);
  const session = await validateSessionToken(db, token);
  if (!session) throw new Error("session not created");
  return { kind: "user", session };
}

/** Sources with no live lookup unless the test passes one. */
export const offlineSources: ProductSources = {
  remote: null,
  store: () => Promise.reject(new Error("no remote lookups in this test")),
};

/** A mailer that keeps what it was asked to send, for tests that read the code. */
export function recordingMailer(): Mailer & { sent: SignInCodeMail[] } {
  const sent: SignInCodeMail[] = [];
  return { sent, sendSignInCode: async (mail) => void sent.push(mail) };
}

export interface CallerOptions {
  principal?: Principal;
  config?: Partial<ApiConfig>;
  sources?: ProductSources;
  ip?: string;
  userAgent?: string;
  acceptLanguage?: string;
  /** Whether the request passed the CSRF rule; true (the app itself) unless a test says otherwise. */
  sameOrigin?: boolean;
  ai?: AiProvider | null;
  /** The category taxonomy; an empty one unless a test of alternatives passes one. */
  taxonomy?: CategoryTaxonomy;
  mailer?: Mailer;
  /** Stripe; none (payments not configured) unless a payments test passes one. */
  payments?: Payments | null;
}

/** A tRPC caller as the given principal, recording the cookies the procedures set. */
export function callerFor(db: Db, options: CallerOptions = {}) {
  const cookiesSet = new Map<string, string>();
  const cookies: CookieJar = {
    set: (name, value) => void cookiesSet.set(name, value),
    clear: (name) => void cookiesSet.set(name, ""),
  };
  const caller = createCaller(
    createContextInner({
      db,
      config: { ...testConfig, ...options.config },
      principal: options.principal ?? { kind: "guest", guest: null },
      request: {
        ip: options.ip ?? "203.0.113.7",
        userAgent: options.userAgent,
        acceptLanguage: options.acceptLanguage,
        sameOrigin: options.sameOrigin ?? true,
      },
      ai: options.ai ?? null,
      taxonomy: options.taxonomy ?? { categories: {} },
      cookies,
      sources: options.sources ?? offlineSources,
      mailer: options.mailer ?? recordingMailer(),
      payments: options.payments ?? null,
    }),
  );
  return { caller, cookiesSet };
}

export function clientScanId(): string {
  return `${Date.now()}_${Math.random().toString(36).slice(2, 10).padEnd(8, "x")}`;
}

type OwnerChain = [name: string, hqCountry: string][];

/** Companies owning each other, direct owner first; the direct owner's id (names get a unique suffix). */
async function createCompanyChain(db: Db, owners: OwnerChain): Promise<number> {
  let parentId: number | null = null;
  for (const [name, hqCountry] of [...owners].reverse()) {
    const company: { id: number } = await db.company.create({
      data: { name: `${name} ${++sequence}`, hqCountry, parentId, sourceNote: `test: ${name}` },
      select: { id: true },
    });
    parentId = company.id;
  }
  if (parentId === null) throw new Error("a brand needs an owner");
  return parentId;
}

/** A brand with its chain of owners, direct owner first: `[["Cadbury UK", "GB"], ["Mondelēz International", "US"]]`. */
export async function createBrandChain(db: Db, brand: string, owners: OwnerChain) {
  const ownerId = await createCompanyChain(db, owners);
  const created = await db.brand.create({
    data: { name: brand, key: brandKey(brand), ownerId },
    select: { id: true },
  });
  // Written by this process, so its next resolution must see it (registry/load-ownership-resolver).
  registryChanged(db);
  return created;
}

/**
 * Another chain of owners for a brand in one market region: `[["WK Kellogg Co", "US"], ["Ferrero", "LU"]]`,
 * limited to products of `categories` when given.
 */
export async function createRegionalOwnerChain(
  db: Db,
  brandId: number,
  region: MarketRegion,
  owners: OwnerChain,
  categories: string[] = [],
) {
  const ownerId = await createCompanyChain(db, owners);
  await db.brandRegionalOwner.create({ data: { brandId, region, ownerId, categories, sourceNote: "test" }, select: { id: true } });
  registryChanged(db);
}

/** What a call fails with, when it is an instance of `kind` (the test fails if it succeeds or fails otherwise). */
async function failure<T>(promise: Promise<unknown>, kind: abstract new (...args: never[]) => T): Promise<T> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof kind)) throw new Error(`expected a ${kind.name}, got ${String(error)}`);
  return error;
}

/** The TRPCError a procedure call fails with (as `createCaller` and the HTTP adapters see it). */
export function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  return failure(promise, TRPCError);
}

/** The AppError a service called directly fails with. */
export function appRejection(promise: Promise<unknown>): Promise<AppError> {
  return failure(promise, AppError);
}
