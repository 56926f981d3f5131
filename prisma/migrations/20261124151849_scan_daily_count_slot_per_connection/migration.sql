-- A day's scans are counted in slots, one per writing connection (its backend pid modulo the number
-- of slots), so that concurrent scans do not queue on one row lock from their insert to their commit
-- (migration scan_daily_count_slots). With 16 slots, two of a pool's 20 connections often shared one:
-- under load about one scan in ten waited for another's commit on it (pg_stat_activity's
-- Lock:transactionid; README, "API throughput"). With 1024 slots, connections of one process
-- seldom meet. The sum over a day's slots is exact as before; a day holds at most as many rows per
-- device class as connections wrote that day.
CREATE OR REPLACE FUNCTION "scan_rollups_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ScanDailyCount" ("day", "deviceClass", "slot", "count")
  SELECT "createdAt"::date, "deviceClass", (pg_backend_pid() % 1024)::smallint, count(*)::int FROM new_scans GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "deviceClass", "slot") DO UPDATE SET "count" = "ScanDailyCount"."count" + EXCLUDED."count";
  INSERT INTO "ScanProductCount" ("productId", "count")
  SELECT "productId", count(*)::int FROM new_scans GROUP BY 1 ORDER BY 1
  ON CONFLICT ("productId") DO UPDATE SET "count" = "ScanProductCount"."count" + EXCLUDED."count";
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION "scan_rollups_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ScanDailyCount" ("day", "deviceClass", "slot", "count")
  SELECT "createdAt"::date, "deviceClass", (pg_backend_pid() % 1024)::smallint, -count(*)::int FROM old_scans GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "deviceClass", "slot") DO UPDATE SET "count" = "ScanDailyCount"."count" + EXCLUDED."count";
  UPDATE "ScanProductCount" p SET "count" = p."count" - o."count"
  FROM (SELECT "productId", count(*)::int AS "count" FROM old_scans GROUP BY 1) o
  WHERE p."productId" = o."productId";
  RETURN NULL;
END;
$$;

-- An update (a guest's scans moving to an account) only counts when it changes a counted column.
CREATE OR REPLACE FUNCTION "scan_rollups_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ScanDailyCount" ("day", "deviceClass", "slot", "count")
  SELECT "day", "deviceClass", (pg_backend_pid() % 1024)::smallint, sum("delta")::int
  FROM (
    SELECT o."createdAt"::date AS "day", o."deviceClass", -1 AS "delta"
    FROM old_scans o JOIN new_scans n ON n."id" = o."id"
    WHERE (o."deviceClass", o."createdAt"::date) IS DISTINCT FROM (n."deviceClass", n."createdAt"::date)
    UNION ALL
    SELECT n."createdAt"::date, n."deviceClass", 1
    FROM old_scans o JOIN new_scans n ON n."id" = o."id"
    WHERE (o."deviceClass", o."createdAt"::date) IS DISTINCT FROM (n."deviceClass", n."createdAt"::date)
  ) m
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "deviceClass", "slot") DO UPDATE SET "count" = "ScanDailyCount"."count" + EXCLUDED."count";
  UPDATE "ScanProductCount" p SET "count" = p."count" - m."count"
  FROM (SELECT o."productId", count(*)::int AS "count" FROM old_scans o JOIN new_scans n ON n."id" = o."id"
        WHERE o."productId" IS DISTINCT FROM n."productId" GROUP BY 1) m
  WHERE p."productId" = m."productId";
  INSERT INTO "ScanProductCount" ("productId", "count")
  SELECT n."productId", count(*)::int FROM old_scans o JOIN new_scans n ON n."id" = o."id"
  WHERE o."productId" IS DISTINCT FROM n."productId" GROUP BY 1 ORDER BY 1
  ON CONFLICT ("productId") DO UPDATE SET "count" = "ScanProductCount"."count" + EXCLUDED."count";
  RETURN NULL;
END;
$$;
