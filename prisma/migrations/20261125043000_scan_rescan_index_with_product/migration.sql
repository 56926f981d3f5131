-- One index fewer for every scan to enter (docs/performance.md, "One index for the re-scan and the
-- product's scans"). The rules are those of migration record_scan_function (its header comment) and
-- scan_charge_less_work; `record_scan` is theirs with only the re-scan's lookup rewritten for the index.
--
-- Scan's index on "productId", which only a product's deletion reads (to cascade to its scans), and
-- its two indexes for the 24-hour free re-scan, ("userId", "productId", "createdAt") and ("guestId",
-- "productId", "createdAt") (each partial, for its principal's scans), become one index on
-- ("productId", "userId", "guestId", "createdAt"). A scan has exactly one principal
-- (Scan_one_principal_check), so the re-scan's lookup is the product, its principal and NULL for the
-- other (a btree bounds IS NULL like an equality), then the time: all four columns bound it, as the
-- three of the old index did. A product's deletion reads the leading column, as it read the old one.
-- A scan now enters four indexes (its id, its public id, its principal's client id and this one)
-- instead of five: one WAL record and one index page touched fewer per scan, and one index fewer for
-- the scan log to keep in memory.

DROP INDEX "Scan_productId_idx";
DROP INDEX "Scan_userId_productId_createdAt_idx";
DROP INDEX "Scan_guestId_productId_createdAt_idx";
CREATE INDEX "Scan_productId_userId_guestId_createdAt_idx" ON "Scan"("productId", "userId", "guestId", "createdAt");

CREATE OR REPLACE FUNCTION "record_scan"(
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
    -- free and answers with the latest scan of it, read from the index of (product, user, guest,
    -- time) with the other principal NULL, so that all four of its columns bound the lookup.
    IF p_user_id IS NOT NULL THEN
      SELECT replay."publicId", replay."productId", recent."publicId" INTO v_public_id, v_product_id, v_recent_id
      FROM (SELECT 1) one
      LEFT JOIN LATERAL (
        SELECT s."publicId", s."productId" FROM "Scan" s WHERE s."userId" = p_user_id AND s."clientScanId" = p_client_scan_id
      ) replay ON true
      LEFT JOIN LATERAL (
        SELECT s."publicId" FROM "Scan" s
        WHERE s."productId" = p_product_id AND s."userId" = p_user_id AND s."guestId" IS NULL AND s."createdAt" > p_recent_since
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
        WHERE s."productId" = p_product_id AND s."userId" IS NULL AND s."guestId" = v_guest_id AND s."createdAt" > p_recent_since
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
