import { generateToken, hashToken } from "@productcheck/auth/token";
import type { Db } from "@productcheck/db/client";
import { rawSql, sqlState } from "@productcheck/db/raw-sql";
import type { DeviceClass } from "@productcheck/domain/device-class";

import type { ViewedProduct } from "../scanned-products/product-view";
import type { GuestDefaults } from "../shared/actor";
import { AppError } from "../shared/app-error";
import { bucketWindow, guestScansLimit, refusal } from "../shared/rate-limits";

/** The principal a scan is charged to: a user or a guest row. */
export type Actor = { userId: number; guestId?: never } | { guestId: number; userId?: never };

export interface ScanRecordInput {
  /**
   * The principal's actor, or a first-time guest (`{ newGuest }`), whose row is created by the
   * charge's statement, so a refused or failed scan leaves no guest behind (docs/quotas.md, Principals).
   */
  actor: Actor | { newGuest: GuestDefaults };
  clientScanId: string;
  deviceClass: DeviceClass;
  /** Hash of the client IP: guests share a daily budget per IP. */
  ipHash: string;
  guestScansPerIpPerDay: number;
  now?: Date;
}

const FREE_RESCAN_WINDOW_MS = 24 * 60 * 60 * 1000;
export const NO_SCANS_MESSAGE = "No scans remaining";

export function actorWhere(actor: Actor) {
  return actor.userId !== undefined ? { userId: actor.userId } : { guestId: actor.guestId };
}

/** The scan this actor already made under this client id (a replayed request), if any. */
export async function findScanByClientId({ db }: { db: Db }, { actor, clientScanId }: { actor: Actor; clientScanId: string }) {
  return db.scan.findFirst({ where: { ...actorWhere(actor), clientScanId }, select: { publicId: true, productId: true } });
}

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Takes the actor's row lock, so one principal's scans are charged one after another. */
export async function lockActor({ tx }: { tx: Tx }, actor: Actor) {
  if (actor.userId !== undefined) {
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${actor.userId} FOR UPDATE`;
  } else {
    await tx.$queryRaw`SELECT "id" FROM "Guest" WHERE "id" = ${actor.guestId} FOR UPDATE`;
  }
}

export async function chargeOneScan({ tx }: { tx: Tx }, actor: Actor): Promise<boolean> {
  const updated =
    actor.userId !== undefined
      ? await tx.$executeRaw`UPDATE "User" SET "scansRemaining" = "scansRemaining" - 1 WHERE "id" = ${actor.userId} AND "scansRemaining" > 0`
      : await tx.$executeRaw`UPDATE "Guest" SET "scansRemaining" = "scansRemaining" - 1 WHERE "id" = ${actor.guestId} AND "scansRemaining" > 0`;
  return updated === 1;
}

/** The product columns a scan's answer carries: its view is built from them (product-view.ts). */
export type ScannedProductColumns = Omit<ViewedProduct, "_count">;

type ProductColumns = Omit<ScannedProductColumns, "id">;

/**
 * What `scan_barcode` answers (migration `scan_barcode_function`), as one JSON array in this order; scan ids are
 * public ids (docs/security.md#public-ids). `product` is the barcode's product's columns in `PRODUCT_COLUMNS`' order,
 * or null when the answer carries none.
 */
type ScanBarcodeAnswer = [
  outcome: "no_product" | "replay" | "recent" | "charged" | "no_scans" | "rate_limited",
  publicId: string | null,
  scanProductId: number | null,
  bucketWindowStartMs: number | null,
  /** The barcode's product. */
  productId: number | null,
  version: string | null,
  saved: boolean | null,
  product: ProductColumnValues | null,
];

/**
 * The answer's product columns, in the order `productColumns` reads them. The whole answer comes as one JSON array
 * (one text column) rather than as columns of their own: node-postgres reads a statement's row description on every
 * call (a prepared one too) and builds a parser and a field of the row object per column, which cost more than
 * parsing the array (docs/performance.md, "The charged scan's answer in one column").
 */
const PRODUCT_COLUMNS = [
  "barcode", "name", "description", "brand", "manufacturer", "brandOwner", "quantity", "category",
  "categories", "countriesSold", "countryCode", "countrySource", "countryConfidence", "source", "stores",
] as const satisfies readonly (keyof ProductColumns)[];

type ValuesOf<Columns extends readonly (keyof ProductColumns)[]> = { -readonly [Index in keyof Columns]: ProductColumns[Columns[Index]] };
type ProductColumnValues = ValuesOf<typeof PRODUCT_COLUMNS>;

/** A scan recorded (or answered again) for a catalogue product. */
export interface CatalogueScan {
  publicId: string;
  /** The scan's product: another than `product.id` only for a client id replayed with another barcode. */
  scanProductId: number;
  charged: boolean;
  /** The visitor token of a guest created by this scan. */
  newGuestToken: string | null;
  product: {
    id: number;
    /** The row version the answer is of (the row's xmin). */
    version: string;
    /** Whether the user scanning saved it (false for guests). */
    saved: boolean;
    /** The product's columns; null when they are of `knownVersion`, which the caller has built a view from. */
    columns: ScannedProductColumns | null;
  };
}

/**
 * Finds the catalogue product of a normalised barcode, records the scan and charges it (docs/quotas.md),
 * in one statement through the raw-SQL path (docs/performance.md, "API throughput"); null when the catalogue has no
 * such product (nothing is written then). A replayed client id returns the first scan uncharged; a
 * re-scan of the same product within 24 hours is free and returns the same scan; otherwise one scan is
 * charged, or 402 "No scans remaining". Guests also share a daily budget per IP address (429 once it is
 * spent, and nothing is charged).
 *
 * The statement is the database function `scan_barcode` (migration `scan_barcode_function`), its own
 * transaction: the product's lookup, then `record_scan` (migration `record_scan_function`), which takes
 * the principal's row lock, then checks the replay and the 24-hour rule, counts the network's budget
 * and writes the charge and the scan, each step seeing what committed before it (so two taps on one
 * product are charged once). A first-time guest's row is made by the same statement, only when its
 * scan is recorded (docs/quotas.md, Principals).
 */
export async function scanCatalogueProduct(
  { db }: { db: Db },
  input: ScanRecordInput & { barcode: string; knownVersion: string | null },
): Promise<CatalogueScan | null> {
  const now = input.now ?? new Date();
  const { clientScanId } = input;
  const given = "newGuest" in input.actor ? null : input.actor;
  const newGuest = "newGuest" in input.actor ? { token: generateToken(), ...input.actor.newGuest } : null;
  // Users have no network budget: their scans are paid for.
  const budget = given?.userId === undefined ? guestScansLimit(input.ipHash, input.guestScansPerIpPerDay) : null;
  const bucket = budget && bucketWindow(budget, now);
  const params = [
    input.barcode,
    input.knownVersion,
    given?.userId ?? null,
    given?.guestId ?? null,
    newGuest && hashToken(newGuest.token),
    newGuest?.scansRemaining ?? null,
    newGuest?.ipHash ?? null,
    clientScanId,
    input.deviceClass,
    now.toISOString(),
    new Date(now.getTime() - FREE_RESCAN_WINDOW_MS).toISOString(),
    bucket?.key ?? null,
    budget?.limit.max ?? null,
    bucket?.start.toISOString() ?? null,
    bucket?.ended.toISOString() ?? null,
  ];
  let answer: string | undefined;
  try {
    [answer] = await scanBarcodeAnswers(db, params);
  } catch (error) {
    // A guard: the lock orders one principal's scans, but should two identical requests ever pass the
    // replay check together, the unique key keeps one: asked again, the statement answers with it as
    // a replay. (A new guest has no replays.)
    if (!given || sqlState(error) !== UNIQUE_VIOLATION) throw error;
    [answer] = await scanBarcodeAnswers(db, params);
  }
  if (answer === undefined) throw new Error("scan_barcode answered no row");
  const [outcome, publicId, scanProductId, bucketWindowStartMs, productId, version, saved, product] = JSON.parse(answer) as ScanBarcodeAnswer;
  if (outcome === "no_product") return null;
  switch (outcome) {
    case "no_scans":
      throw new AppError("PAYMENT_REQUIRED", NO_SCANS_MESSAGE);
    case "rate_limited": {
      if (!budget || bucketWindowStartMs === null) throw new Error("scan_barcode refused a budget it was not given");
      throw refusal(budget.limit, new Date(bucketWindowStartMs + budget.limit.windowMs), now);
    }
  }
  if (publicId === null || scanProductId === null || productId === null || version === null) {
    throw new Error(`scan_barcode answered ${outcome} without its scan or product`);
  }
  const charged = outcome === "charged";
  return {
    publicId,
    scanProductId,
    charged,
    newGuestToken: charged ? (newGuest?.token ?? null) : null,
    product: { id: productId, version, saved: saved === true, columns: product && productColumns(productId, product) },
  };
}

const SCAN_BARCODE = `SELECT json_build_array(s."outcome", s."publicId", s."scanProductId", s."bucketWindowStartMs", s."productId", s."version", s."saved",
  CASE WHEN s."barcode" IS NULL THEN NULL ELSE json_build_array(${PRODUCT_COLUMNS.map((column) => `s."${column}"`).join(", ")}) END)::text AS "answer"
  FROM "scan_barcode"($1::text, $2::text, $3::integer, $4::integer, $5::text, $6::integer, $7::text,
  $8::text, $9::text, $10::timestamp, $11::timestamp, $12::text, $13::integer, $14::timestamp, $15::timestamp) s`;

/** The statement's answers, each the JSON text of a `ScanBarcodeAnswer`. */
async function scanBarcodeAnswers(db: Db, params: unknown[]): Promise<string[]> {
  return (await rawSql(db).query<{ answer: string }>(SCAN_BARCODE, params)).map((row) => row.answer);
}
const UNIQUE_VIOLATION = "23505";

/** The answer's product columns as a view reads them. */
function productColumns(id: number, values: ProductColumnValues): ScannedProductColumns {
  const [barcode, name, description, brand, manufacturer, brandOwner, quantity, category, categories, countriesSold, countryCode, countrySource, countryConfidence, source, stores] =
    values;
  return {
    id,
    barcode,
    name,
    description,
    brand,
    manufacturer,
    brandOwner,
    quantity,
    category,
    categories,
    countriesSold,
    countryCode,
    countrySource,
    countryConfidence,
    source,
    stores,
  };
}
