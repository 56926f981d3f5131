// The catalogue data shipped inside the repository (packages/catalogue/seed), Open Food Facts contributors,
// ODbL 1.0: the products loaded on first start, and the category taxonomy (every category, with its
// names in every language, and the synonyms the products' tags need).
import path from "node:path";

const SEED_DIR = path.resolve(import.meta.dirname, "../seed");

/** 15,710 real products from Open Food Facts, one JSON object a line, gzipped. */
export const SHIPPED_PRODUCTS_FILE = path.join(SEED_DIR, "off-products.jsonl.gz");

/** OFF's category taxonomy in compact form (build-category-subset.ts). */
export const SHIPPED_CATEGORIES_FILE = path.join(SEED_DIR, "categories.json.gz");

/** Names shoppers read that the taxonomy lacks, and its names that mislead (category-taxonomy.ts, withCategoryNames). */
export const SHIPPED_CATEGORY_NAMES_FILE = path.join(SEED_DIR, "category-names.json");

/** Product lines whose name is a trademark, not a kind ("Wheat Thins"), with their category (category-taxonomy.ts, withProductLines). */
export const SHIPPED_PRODUCT_LINES_FILE = path.join(SEED_DIR, "product-lines.json");
