-- A scan of a catalogue product in one round trip (docs/scan-flow.md#charging; README "API throughput"):
-- packages/api's scanProduct (services/scan/scan-catalogued.ts) calls this function as one statement,
-- its own transaction. It was two: the product's lookup by barcode through Prisma, then `record_scan`.
--
-- The product is looked up by its normalised barcode; none: "no_product" and nothing written (the
-- caller then looks it up live, stores it, and calls this again). Otherwise the scan is recorded and
-- charged by `record_scan` (migration record_scan_function: the principal's row lock, the replay, the
-- 24-hour rule, the network budget, the charge), and the answer carries, beside its outcome:
--   "productId", "version"  the barcode's product and its row version (the row's xmin, which every
--                           update of the row changes, by any writer);
--   "saved"                 whether the user (p_user_id) saved that product;
--   the product's columns   unless "version" is p_known_version: a caller that built the product's
--                           view from that version already needs none of them.
-- "scanProductId" is the scan's product, which differs from "productId" only when a client id is
-- replayed with another barcode. Times go out as epoch milliseconds ("bucketWindowStartMs"), which
-- node-postgres and PGlite read alike.
CREATE OR REPLACE FUNCTION "scan_barcode"(
  p_barcode text,
  p_known_version text,
  p_user_id integer,
  p_guest_id integer,
  p_new_guest_token_hash text,
  p_new_guest_scans integer,
  p_new_guest_ip_hash text,
  p_client_scan_id text,
  p_device_class text,
  p_now timestamp,
  p_recent_since timestamp,
  p_bucket_key text,
  p_bucket_max integer,
  p_bucket_start timestamp,
  p_bucket_ended timestamp
) RETURNS TABLE (
  "outcome" text,
  "publicId" text,
  "scanProductId" integer,
  "bucketWindowStartMs" double precision,
  "productId" integer,
  "version" text,
  "saved" boolean,
  "barcode" text,
  "name" text,
  "description" text,
  "brand" text,
  "manufacturer" text,
  "brandOwner" text,
  "quantity" text,
  "category" text,
  "categories" text[],
  "countriesSold" text[],
  "countryCode" text,
  "countrySource" text,
  "countryConfidence" text,
  "source" text,
  "stores" text
)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_product_id integer;
BEGIN
  SELECT p."id" INTO v_product_id FROM "Product" p WHERE p."barcode" = p_barcode;
  IF v_product_id IS NULL THEN
    "outcome" := 'no_product';
    RETURN NEXT;
    RETURN;
  END IF;

  -- One statement, one snapshot: the version and the columns are of the same row version.
  RETURN QUERY
  SELECT r."outcome", r."publicId", r."productId",
         (extract(epoch FROM r."bucketWindowStart") * 1000)::double precision,
         v_product_id, v."version",
         p_user_id IS NOT NULL AND EXISTS (
           SELECT 1 FROM "SavedProduct" sp WHERE sp."userId" = p_user_id AND sp."productId" = v_product_id
         ),
         p."barcode", p."name", p."description", p."brand", p."manufacturer", p."brandOwner", p."quantity",
         p."category", p."categories", p."countriesSold", p."countryCode", p."countrySource"::text,
         p."countryConfidence"::text, p."source"::text, p."stores"
  FROM "record_scan"(
    p_user_id, p_guest_id, p_new_guest_token_hash, p_new_guest_scans, p_new_guest_ip_hash,
    v_product_id, p_client_scan_id, p_device_class, p_now, p_recent_since,
    p_bucket_key, p_bucket_max, p_bucket_start, p_bucket_ended
  ) r
  LEFT JOIN LATERAL (SELECT q.xmin::text AS "version" FROM "Product" q WHERE q."id" = v_product_id) v ON true
  LEFT JOIN LATERAL (
    SELECT q.* FROM "Product" q WHERE q."id" = v_product_id AND v."version" IS DISTINCT FROM p_known_version
  ) p ON true;
END;
$$;
