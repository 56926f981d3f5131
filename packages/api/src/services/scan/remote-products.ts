import { productRowFromRecord } from "@productcheck/catalogue/product-rows";
import type { Db } from "@productcheck/db/client";
import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";
import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";

import type { OffClient } from "../shared/off-client";
import type { ProductSources } from "./product-lookup";

/**
 * Stores a product found on Open Food Facts in the catalogue (source `off`), with its category chain
 * and made-in country resolved the same way as the catalogue import, and returns its id.
 */
export async function storeRemoteProduct(
  { db, taxonomy }: { db: Db; taxonomy: CategoryTaxonomy },
  { record }: { record: CatalogueRecord },
): Promise<number> {
  const row = productRowFromRecord(record, taxonomy);
  const data = {
    ...row,
    countrySource: row.countrySource ? ("off" as const) : null,
    source: "off" as const,
    fetchedAt: new Date(),
  };
  const product = await db.product.upsert({
    where: { barcode: row.barcode },
    create: data,
    update: {},
    select: { id: true },
  });
  return product.id;
}

/** Live lookups on Open Food Facts (when enabled), stored in the catalogue. */
export function createProductSources({ off, taxonomy }: { off: OffClient; taxonomy: CategoryTaxonomy }): ProductSources {
  return {
    remote: off.enabled ? off : null,
    store: (db, record) => storeRemoteProduct({ db, taxonomy }, { record }),
  };
}
