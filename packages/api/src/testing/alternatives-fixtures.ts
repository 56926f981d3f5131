// Test data for the alternatives: a small slice of the Open Food Facts category taxonomy and a
// catalogue of colas and ketchups with their owners, built with the test-helpers factories.
import type { Principal } from "@productcheck/auth/principal";
import type { Db } from "@productcheck/db/client";
import { brandKey } from "@productcheck/domain/brand-key";
import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";

import { callerFor, clientScanId, createBrandChain, createProduct, createUser, userPrincipal } from "./test-helpers";

export const testTaxonomy: CategoryTaxonomy = {
  categories: {
    "en:beverages": { parents: [], name: "Beverages" },
    "en:carbonated-drinks": { parents: ["en:beverages"], name: "Carbonated drinks" },
    "en:sodas": { parents: ["en:carbonated-drinks"], name: "Sodas" },
    "en:colas": { parents: ["en:sodas"], name: "Colas" },
    "en:waters": { parents: ["en:beverages"], name: "Waters" },
    "en:condiments": { parents: [], name: "Condiments" },
    "en:sauces": { parents: ["en:condiments"], name: "Sauces" },
    "en:tomato-sauces": { parents: ["en:sauces"], name: "Tomato sauces" },
    "en:ketchup": { parents: ["en:tomato-sauces"], name: "Ketchup" },
  },
};

export const COLA_CHAIN = ["en:colas", "en:sodas", "en:carbonated-drinks", "en:beverages"];
export const SODA_CHAIN = ["en:sodas", "en:carbonated-drinks", "en:beverages"];
export const KETCHUP_CHAIN = ["en:ketchup", "en:tomato-sauces", "en:sauces", "en:condiments"];

let brandSequence = 0;

/** A product of a new brand with the given owner chain (direct owner first), in a category chain. */
export async function ownedProduct(
  db: Db,
  name: string,
  owners: [string, string][],
  facts: { categories: string[]; quantity?: string; madeIn?: string },
) {
  const brand = `${name.split(" ")[0]} ${++brandSequence}`;
  await createBrandChain(db, brand, owners);
  return createProduct(db, {
    name,
    brand,
    brandKey: brandKey(brand),
    quantity: facts.quantity ?? "",
    categories: facts.categories,
    category: name,
    ...(facts.madeIn ? { countryCode: facts.madeIn, countrySource: "catalogue" as const, countryConfidence: "high" as const } : {}),
  });
}

/** An American cola and five colas of European owners, one made in Sweden; plus an American one. */
export async function createColaCatalogue(db: Db) {
  const scanned = await ownedProduct(db, "Cola Classic", [["Cola Corp", "US"]], { categories: COLA_CHAIN, quantity: "1.5 l" });
  const european = [
    await ownedProduct(db, "Apotekarnes Cola", [["Carlsberg Sverige", "SE"], ["Carlsberg", "DK"]], {
      categories: COLA_CHAIN,
      quantity: "1,5 l",
      madeIn: "SE",
    }),
    await ownedProduct(db, "Afri Cola", [["Mineralbrunnen", "DE"]], { categories: COLA_CHAIN, quantity: "1 l", madeIn: "DE" }),
    await ownedProduct(db, "fritz-kola", [["fritz-kulturgüter", "DE"]], { categories: COLA_CHAIN, quantity: "330 ml", madeIn: "DE" }),
    await ownedProduct(db, "Cockta", [["Atlantic Grupa", "HR"]], { categories: COLA_CHAIN, quantity: "1.5 l", madeIn: "SI" }),
    await ownedProduct(db, "Curiosity Cola", [["Fentimans", "GB"]], { categories: COLA_CHAIN, quantity: "275 ml", madeIn: "GB" }),
  ];
  const american = await ownedProduct(db, "Pepsi Max", [["Pepsi Nordic", "SE"], ["PepsiCo", "US"]], {
    categories: COLA_CHAIN,
    quantity: "1.5 l",
    madeIn: "SE",
  });
  return { scanned, european, american };
}

/** Scans `barcode` as a new user (with `scans` scans) and returns the scan id, principal and user. */
export async function scanAsNewUser(db: Db, barcode: string, scans = 5) {
  const user = await createUser(db, scans);
  const principal: Principal = await userPrincipal(db, user.id);
  const { scannedProduct } = await callerFor(db, { principal }).caller.scan.create({ barcode, clientScanId: clientScanId() });
  return { user, principal, scanId: scannedProduct.id };
}
