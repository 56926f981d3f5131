-- A scan's charge in one round trip (docs/quotas.md; README "API throughput"): packages/api's
-- recordScan (services/scan/scan-charge.ts) calls this function as one statement, which is its own
-- transaction. It was BEGIN, the row lock, one statement with CTEs, the network budget's count and
-- COMMIT, five round trips, each costing the server more CPU than the database work behind it.
--
-- Inside a function each statement reads the database as it is when that statement starts (READ
-- COMMITTED), so the checks that follow the row lock see every scan committed by a request of the
-- same principal that held the lock before: two taps on one product are charged once, a replayed
-- client id answers with its first scan.
--
-- The principal is a user (p_user_id), a guest (p_guest_id), or a first-time guest whose row this
-- makes only when the scan is recorded (p_new_guest_*). Outcomes:
--   replay        the scan this principal made with this client id ("publicId", "productId");
--   recent        a scan of this product since p_recent_since, answered again free;
--   charged       a new charged scan ("publicId"; "guestId" of a new guest);
--   no_scans      nothing left to spend (or the principal's row is gone or merged): nothing written;
--   rate_limited  the guests' daily budget of the network (bucket p_bucket_key) is spent: nothing
--                 written, "bucketWindowStart" says when its window began.
-- The network budget is counted as rate-limits.ts counts every bucket (takeRateLimit), except that a
-- refused hit is not written at all rather than written and rolled back.
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
  p_bucket_ended timestamp
) RETURNS TABLE ("outcome" text, "publicId" text, "productId" integer, "guestId" integer, "bucketWindowStart" timestamp)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_guest_id integer := p_guest_id;
  v_remaining integer;
  v_public_id text;
  v_product_id integer;
  v_count integer;
  v_window_start timestamp;
BEGIN
  -- The principal's row lock: one principal's scans are decided one after another.
  IF p_user_id IS NOT NULL THEN
    SELECT u."scansRemaining" INTO v_remaining FROM "User" u WHERE u."id" = p_user_id FOR UPDATE;
  ELSIF v_guest_id IS NOT NULL THEN
    SELECT g."scansRemaining" INTO v_remaining FROM "Guest" g
    WHERE g."id" = v_guest_id AND g."mergedIntoUserId" IS NULL FOR UPDATE;
  ELSE
    v_remaining := p_new_guest_scans;
  END IF;

  IF p_user_id IS NOT NULL OR v_guest_id IS NOT NULL THEN
    -- A replayed client id answers with the scan it made first (whatever barcode it carries now).
    IF p_user_id IS NOT NULL THEN
      SELECT s."publicId", s."productId" INTO v_public_id, v_product_id FROM "Scan" s
      WHERE s."userId" = p_user_id AND s."clientScanId" = p_client_scan_id;
    ELSE
      SELECT s."publicId", s."productId" INTO v_public_id, v_product_id FROM "Scan" s
      WHERE s."guestId" = v_guest_id AND s."clientScanId" = p_client_scan_id;
    END IF;
    IF v_public_id IS NOT NULL THEN
      RETURN QUERY SELECT 'replay'::text, v_public_id, v_product_id, v_guest_id, NULL::timestamp;
      RETURN;
    END IF;
    -- A re-scan of the same product within 24 hours is free and answers with the latest scan of it.
    IF p_user_id IS NOT NULL THEN
      SELECT s."publicId" INTO v_public_id FROM "Scan" s
      WHERE s."userId" = p_user_id AND s."productId" = p_product_id AND s."createdAt" > p_recent_since
      ORDER BY s."createdAt" DESC LIMIT 1;
    ELSE
      SELECT s."publicId" INTO v_public_id FROM "Scan" s
      WHERE s."guestId" = v_guest_id AND s."productId" = p_product_id AND s."createdAt" > p_recent_since
      ORDER BY s."createdAt" DESC LIMIT 1;
    END IF;
    IF v_public_id IS NOT NULL THEN
      RETURN QUERY SELECT 'recent'::text, v_public_id, p_product_id, v_guest_id, NULL::timestamp;
      RETURN;
    END IF;
  END IF;

  IF v_remaining IS NULL OR v_remaining <= 0 THEN
    RETURN QUERY SELECT 'no_scans'::text, NULL::text, p_product_id, v_guest_id, NULL::timestamp;
    RETURN;
  END IF;

  -- A guest's charge counts against its network's daily budget; a refusal writes nothing.
  IF p_bucket_key IS NOT NULL THEN
    IF p_bucket_max < 1 THEN
      RETURN QUERY SELECT 'rate_limited'::text, NULL::text, p_product_id, v_guest_id, p_bucket_start;
      RETURN;
    END IF;
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
      RETURN QUERY SELECT 'rate_limited'::text, NULL::text, p_product_id, v_guest_id, v_window_start;
      RETURN;
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
  END IF;

  INSERT INTO "Scan" ("userId", "guestId", "productId", "clientScanId", "deviceClass", "charged", "createdAt")
  VALUES (p_user_id, CASE WHEN p_user_id IS NULL THEN v_guest_id END, p_product_id, p_client_scan_id,
          p_device_class::"DeviceClass", true, p_now)
  RETURNING "Scan"."publicId" INTO v_public_id;
  RETURN QUERY SELECT 'charged'::text, v_public_id, p_product_id, v_guest_id, NULL::timestamp;
END;
$$;
