-- Less work per charged scan in the database (docs/performance.md, "The scan's work in the database"):
-- a charged scan is one statement, `scan_barcode` calling `record_scan`, and under load its backend
-- spent about twice the CPU of a `pgbench -N` transaction and wrote some twenty WAL records. The rules
-- are those of migration record_scan_function (its header comment) and scan_barcode_function; what
-- changes is how much the database does to keep them:
--
-- - ScanProductCount's index on "count" goes: every scan changed the indexed column, so each of its
--   updates wrote a new row version into both of the table's indexes instead of a HOT update on the
--   page. Its one reader, the admin stats' top products, reads the whole (small) table anyway for the
--   countries beside it. Its pages are now filled only half, so a count's next version finds room on
--   its page.
-- - The scan's own rollup rows are counted by `record_scan`, in the statement that inserts the scan,
--   with a plain UPDATE of the connection's slot (docs/performance.md, "Scans in flight") and of the
--   product's count, an upsert only when the row is missing. The statement-level trigger built a
--   transition table and ran two aggregating upserts for the one row, each locking its row (a WAL
--   record) before updating it. Every other
--   writer of Scan (inserts elsewhere, updates, deletes, truncation) is still counted by the triggers
--   of migration scan_rollups: `record_scan` marks its own insert with the transaction-local setting
--   productcheck.scan_counted, and the insert trigger skips only a statement so marked.
-- - The network's budget row is UPDATEd when the hit is allowed (a plain update of the row, without
--   the separate lock record of INSERT ... ON CONFLICT); only a missing row or a refusal goes on to the
--   upsert, which decides them as before.
-- - The replay and the 24-hour re-scan are read by one statement after the row lock; `record_scan`
--   answers one row by its OUT parameters instead of a set made by RETURN QUERY, and `scan_barcode`
--   assigns it rather than selecting from it.
-- - Scan's two indexes of each principal hold that principal's scans only (below).
-- - `scan_barcode` reads the product's id and row version in its lookup and its columns only when the
--   caller does not hold that version, instead of joining the product twice to `record_scan`'s answer.
--
-- The principal's row lock stays (SELECT ... FOR UPDATE): payments, result unlocks and a guest's merge
-- at sign-in take the same row lock (packages/api lockActor, guest-merge.ts), and an advisory lock in
-- its place would let them interleave with a charge.

DROP INDEX "ScanProductCount_count_idx";
-- Room on each page for a product's next count (HOT): new rows fill pages only half.
ALTER TABLE "ScanProductCount" SET (fillfactor = 50);

DROP TRIGGER "Scan_rollups_insert" ON "Scan";
CREATE TRIGGER "Scan_rollups_insert" AFTER INSERT ON "Scan"
  REFERENCING NEW TABLE AS new_scans FOR EACH STATEMENT
  WHEN (current_setting('productcheck.scan_counted', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "scan_rollups_add"();

-- One row, so no longer a set-returning function: `scan_barcode` takes its answer by assignment,
-- without a query around it (callers' SELECT * FROM "record_scan"(...) reads it as before).
DROP FUNCTION "record_scan"(integer, integer, text, integer, text, integer, text, text, timestamp, timestamp, text, integer, timestamp, timestamp);
CREATE FUNCTION "record_scan"(
  p_user_id integer,
  p_guest_id integer,
  p_new_guest_token_hash text,
  p_new_guest_scans integer,
  p_new_guest_ip_hash text,
  p_product_id integer,
  p_client_scan_id text,
  p_device_class text,
  p_now timestamp,
  p_recent_since timestamp,
  p_bucket_key text,
  p_bucket_max integer,
  p_bucket_start timestamp,
  p_bucket_ended timestamp,
  OUT "outcome" text,
  OUT "publicId" text,
  OUT "productId" integer,
  OUT "guestId" integer,
  OUT "bucketWindowStart" timestamp
) RETURNS record
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_guest_id integer := p_guest_id;
  v_remaining integer;
  v_public_id text;
  v_product_id integer;
  v_recent_id text;
  v_count integer;
  v_window_start timestamp;
  v_day date;
  v_slot smallint := (pg_backend_pid() % 1024)::smallint;
  v_setting text;
  v_daily_counted boolean;
  v_product_counted boolean;
BEGIN
  "productId" := p_product_id;
  -- The principal's row lock: one principal's scans are decided one after another.
  IF p_user_id IS NOT NULL THEN
    SELECT u."scansRemaining" INTO v_remaining FROM "User" u WHERE u."id" = p_user_id FOR UPDATE;
  ELSIF v_guest_id IS NOT NULL THEN
    SELECT g."scansRemaining" INTO v_remaining FROM "Guest" g
    WHERE g."id" = v_guest_id AND g."mergedIntoUserId" IS NULL FOR UPDATE;
  ELSE
    v_remaining := p_new_guest_scans;
  END IF;
  "guestId" := v_guest_id;

  IF p_user_id IS NOT NULL OR v_guest_id IS NOT NULL THEN
    -- Read after the lock, in a statement of its own: a replayed client id answers with the scan it
    -- made first (whatever barcode it carries now); a re-scan of the same product within 24 hours is
    -- free and answers with the latest scan of it.
    IF p_user_id IS NOT NULL THEN
      SELECT replay."publicId", replay."productId", recent."publicId" INTO v_public_id, v_product_id, v_recent_id
      FROM (SELECT 1) one
      LEFT JOIN LATERAL (
        SELECT s."publicId", s."productId" FROM "Scan" s WHERE s."userId" = p_user_id AND s."clientScanId" = p_client_scan_id
      ) replay ON true
      LEFT JOIN LATERAL (
        SELECT s."publicId" FROM "Scan" s
        WHERE s."userId" = p_user_id AND s."productId" = p_product_id AND s."createdAt" > p_recent_since
        ORDER BY s."createdAt" DESC LIMIT 1
      ) recent ON true;
    ELSE
      SELECT replay."publicId", replay."productId", recent."publicId" INTO v_public_id, v_product_id, v_recent_id
      FROM (SELECT 1) one
      LEFT JOIN LATERAL (
        SELECT s."publicId", s."productId" FROM "Scan" s WHERE s."guestId" = v_guest_id AND s."clientScanId" = p_client_scan_id
      ) replay ON true
      LEFT JOIN LATERAL (
        SELECT s."publicId" FROM "Scan" s
        WHERE s."guestId" = v_guest_id AND s."productId" = p_product_id AND s."createdAt" > p_recent_since
        ORDER BY s."createdAt" DESC LIMIT 1
      ) recent ON true;
    END IF;
    IF v_public_id IS NOT NULL THEN
      "outcome" := 'replay'; "publicId" := v_public_id; "productId" := v_product_id;
      RETURN;
    END IF;
    IF v_recent_id IS NOT NULL THEN
      "outcome" := 'recent'; "publicId" := v_recent_id;
      RETURN;
    END IF;
  END IF;

  IF v_remaining IS NULL OR v_remaining <= 0 THEN
    "outcome" := 'no_scans';
    RETURN;
  END IF;

  -- A guest's charge counts against its network's daily budget; a refusal writes nothing.
  IF p_bucket_key IS NOT NULL THEN
    IF p_bucket_max < 1 THEN
      "outcome" := 'rate_limited'; "bucketWindowStart" := p_bucket_start;
      RETURN;
    END IF;
    UPDATE "RateLimitBucket" AS b SET
      "count" = CASE WHEN b."windowStart" <= p_bucket_ended THEN 1 ELSE b."count" + 1 END,
      "windowStart" = CASE WHEN b."windowStart" <= p_bucket_ended THEN p_bucket_start ELSE b."windowStart" END
    WHERE b."key" = p_bucket_key
      AND (CASE WHEN b."windowStart" <= p_bucket_ended THEN 1 ELSE b."count" + 1 END) <= p_bucket_max;
    IF NOT FOUND THEN
      -- No row yet (two first hits may race: the upsert settles it), or the budget is spent.
      v_count := NULL;
      INSERT INTO "RateLimitBucket" AS b ("key", "count", "windowStart")
      VALUES (p_bucket_key, 1, p_bucket_start)
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN b."windowStart" <= p_bucket_ended THEN 1 ELSE b."count" + 1 END,
        "windowStart" = CASE WHEN b."windowStart" <= p_bucket_ended THEN p_bucket_start ELSE b."windowStart" END
      WHERE (CASE WHEN b."windowStart" <= p_bucket_ended THEN 1 ELSE b."count" + 1 END) <= p_bucket_max
      RETURNING b."count" INTO v_count;
      IF v_count IS NULL THEN
        SELECT b."windowStart" INTO v_window_start FROM "RateLimitBucket" b WHERE b."key" = p_bucket_key;
        "outcome" := 'rate_limited'; "bucketWindowStart" := v_window_start;
        RETURN;
      END IF;
    END IF;
  END IF;

  IF p_user_id IS NOT NULL THEN
    UPDATE "User" SET "scansRemaining" = "scansRemaining" - 1 WHERE "id" = p_user_id;
  ELSIF v_guest_id IS NOT NULL THEN
    UPDATE "Guest" SET "scansRemaining" = "scansRemaining" - 1 WHERE "id" = v_guest_id;
  ELSE
    INSERT INTO "Guest" ("tokenHash", "scansRemaining", "ipHash")
    VALUES (p_new_guest_token_hash, p_new_guest_scans - 1, p_new_guest_ip_hash)
    RETURNING "id" INTO v_guest_id;
    "guestId" := v_guest_id;
  END IF;

  -- The scan and its rollups of migration scan_rollups, as its trigger counts a one-row insert: the
  -- day's slot of this connection (migration scan_daily_count_slot_per_connection) and the product's
  -- count, each an update, then an upsert only for a row not there yet. The insert is marked so that
  -- the insert trigger leaves it to this statement (the setting lasts until it is cleared).
  v_setting := set_config('productcheck.scan_counted', 'on', true);
  WITH scan AS (
    INSERT INTO "Scan" ("userId", "guestId", "productId", "clientScanId", "deviceClass", "charged", "createdAt")
    VALUES (p_user_id, CASE WHEN p_user_id IS NULL THEN v_guest_id END, p_product_id, p_client_scan_id,
            p_device_class::"DeviceClass", true, p_now)
    RETURNING "Scan"."publicId", "Scan"."createdAt"::date AS "day", "Scan"."deviceClass"
  ), daily AS (
    UPDATE "ScanDailyCount" d SET "count" = d."count" + 1 FROM scan
    WHERE d."day" = scan."day" AND d."deviceClass" = scan."deviceClass" AND d."slot" = v_slot
    RETURNING 1
  ), product AS (
    UPDATE "ScanProductCount" c SET "count" = c."count" + 1 WHERE c."productId" = p_product_id
    RETURNING 1
  )
  SELECT scan."publicId", scan."day", EXISTS (SELECT FROM daily), EXISTS (SELECT FROM product)
  INTO v_public_id, v_day, v_daily_counted, v_product_counted
  FROM scan;
  v_setting := set_config('productcheck.scan_counted', '', true);
  IF NOT v_daily_counted THEN
    INSERT INTO "ScanDailyCount" AS d ("day", "deviceClass", "slot", "count")
    VALUES (v_day, p_device_class::"DeviceClass", v_slot, 1)
    ON CONFLICT ("day", "deviceClass", "slot") DO UPDATE SET "count" = d."count" + 1;
  END IF;
  IF NOT v_product_counted THEN
    INSERT INTO "ScanProductCount" AS c ("productId", "count") VALUES (p_product_id, 1)
    ON CONFLICT ("productId") DO UPDATE SET "count" = c."count" + 1;
  END IF;

  "outcome" := 'charged'; "publicId" := v_public_id;
END;
$$;

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
  v_scan record;
BEGIN
  SELECT p."id", p.xmin::text INTO v_product_id, "version" FROM "Product" p WHERE p."barcode" = p_barcode;
  IF NOT FOUND THEN
    "outcome" := 'no_product';
    RETURN NEXT;
    RETURN;
  END IF;

  v_scan := "record_scan"(
    p_user_id, p_guest_id, p_new_guest_token_hash, p_new_guest_scans, p_new_guest_ip_hash,
    v_product_id, p_client_scan_id, p_device_class, p_now, p_recent_since,
    p_bucket_key, p_bucket_max, p_bucket_start, p_bucket_ended
  );
  "productId" := v_product_id;
  "outcome" := v_scan."outcome";
  "publicId" := v_scan."publicId";
  "scanProductId" := v_scan."productId";
  "bucketWindowStartMs" := (extract(epoch FROM v_scan."bucketWindowStart") * 1000)::double precision;
  IF p_user_id IS NULL THEN
    "saved" := false;
  ELSE
    "saved" := EXISTS (SELECT 1 FROM "SavedProduct" sp WHERE sp."userId" = p_user_id AND sp."productId" = v_product_id);
  END IF;

  -- The columns only for a caller without this version's view; one statement, one snapshot, so the
  -- version and the columns are of the same row version.
  IF "version" IS DISTINCT FROM p_known_version THEN
    SELECT q.xmin::text, q."barcode", q."name", q."description", q."brand", q."manufacturer", q."brandOwner",
           q."quantity", q."category", q."categories", q."countriesSold", q."countryCode", q."countrySource"::text,
           q."countryConfidence"::text, q."source"::text, q."stores"
    INTO "version", "barcode", "name", "description", "brand", "manufacturer", "brandOwner", "quantity", "category",
         "categories", "countriesSold", "countryCode", "countrySource", "countryConfidence", "source", "stores"
    FROM "Product" q WHERE q."id" = v_product_id;
  END IF;
  RETURN NEXT;
END;
$$;

-- A scan has a user or a guest (Scan_one_principal_check), so a scan's row entered the other
-- principal's two indexes under NULL, where no lookup reads it: each index now holds its principal's
-- scans only, two index entries fewer per scan. Uniqueness is unchanged (NULLs never collided).
DROP INDEX "Scan_userId_clientScanId_key";
CREATE UNIQUE INDEX "Scan_userId_clientScanId_key" ON "Scan"("userId", "clientScanId") WHERE "userId" IS NOT NULL;
DROP INDEX "Scan_guestId_clientScanId_key";
CREATE UNIQUE INDEX "Scan_guestId_clientScanId_key" ON "Scan"("guestId", "clientScanId") WHERE "guestId" IS NOT NULL;
DROP INDEX "Scan_userId_productId_createdAt_idx";
CREATE INDEX "Scan_userId_productId_createdAt_idx" ON "Scan"("userId", "productId", "createdAt") WHERE "userId" IS NOT NULL;
DROP INDEX "Scan_guestId_productId_createdAt_idx";
CREATE INDEX "Scan_guestId_productId_createdAt_idx" ON "Scan"("guestId", "productId", "createdAt") WHERE "guestId" IS NOT NULL;
