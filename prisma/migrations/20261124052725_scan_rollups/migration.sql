-- CreateTable
CREATE TABLE "ScanDailyCount" (
    "day" DATE NOT NULL,
    "deviceClass" "DeviceClass" NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "ScanDailyCount_pkey" PRIMARY KEY ("day","deviceClass")
);

-- CreateTable
CREATE TABLE "ScanProductCount" (
    "productId" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "ScanProductCount_pkey" PRIMARY KEY ("productId")
);

-- CreateIndex
CREATE INDEX "ScanProductCount_count_idx" ON "ScanProductCount"("count");

-- AddForeignKey
ALTER TABLE "ScanProductCount" ADD CONSTRAINT "ScanProductCount_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Kept exact by statement-level triggers on Scan reading the transition tables: one upsert per
-- (day, device class) and per product a statement touches, so a bulk insert costs one aggregate and
-- a single scan two small upserts. Rows are locked in key order, so concurrent scans cannot deadlock.
-- Counts are Scan's own: a product's deletion cascades to its scans and to its ScanProductCount row.
CREATE FUNCTION "scan_rollups_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ScanDailyCount" ("day", "deviceClass", "count")
  SELECT "createdAt"::date, "deviceClass", count(*)::int FROM new_scans GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "deviceClass") DO UPDATE SET "count" = "ScanDailyCount"."count" + EXCLUDED."count";
  INSERT INTO "ScanProductCount" ("productId", "count")
  SELECT "productId", count(*)::int FROM new_scans GROUP BY 1 ORDER BY 1
  ON CONFLICT ("productId") DO UPDATE SET "count" = "ScanProductCount"."count" + EXCLUDED."count";
  RETURN NULL;
END;
$$;

CREATE FUNCTION "scan_rollups_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ScanDailyCount" d SET "count" = d."count" - o."count"
  FROM (SELECT "createdAt"::date AS "day", "deviceClass", count(*)::int AS "count" FROM old_scans GROUP BY 1, 2) o
  WHERE d."day" = o."day" AND d."deviceClass" = o."deviceClass";
  UPDATE "ScanProductCount" p SET "count" = p."count" - o."count"
  FROM (SELECT "productId", count(*)::int AS "count" FROM old_scans GROUP BY 1) o
  WHERE p."productId" = o."productId";
  RETURN NULL;
END;
$$;

-- An update (a guest's scans moving to an account) only counts when it changes a counted column.
CREATE FUNCTION "scan_rollups_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ScanDailyCount" d SET "count" = d."count" - m."count"
  FROM (SELECT "oldDay", "oldDevice", count(*)::int AS "count" FROM (SELECT o."createdAt"::date AS "oldDay", o."deviceClass" AS "oldDevice", o."productId" AS "oldProductId",
                   n."createdAt"::date AS "newDay", n."deviceClass" AS "newDevice", n."productId" AS "newProductId"
            FROM old_scans o JOIN new_scans n ON n."id" = o."id"
            WHERE (o."productId", o."deviceClass", o."createdAt"::date) IS DISTINCT FROM (n."productId", n."deviceClass", n."createdAt"::date)) x GROUP BY 1, 2) m
  WHERE d."day" = m."oldDay" AND d."deviceClass" = m."oldDevice";
  UPDATE "ScanProductCount" p SET "count" = p."count" - m."count"
  FROM (SELECT "oldProductId", count(*)::int AS "count" FROM (SELECT o."createdAt"::date AS "oldDay", o."deviceClass" AS "oldDevice", o."productId" AS "oldProductId",
                   n."createdAt"::date AS "newDay", n."deviceClass" AS "newDevice", n."productId" AS "newProductId"
            FROM old_scans o JOIN new_scans n ON n."id" = o."id"
            WHERE (o."productId", o."deviceClass", o."createdAt"::date) IS DISTINCT FROM (n."productId", n."deviceClass", n."createdAt"::date)) x GROUP BY 1) m
  WHERE p."productId" = m."oldProductId";
  INSERT INTO "ScanDailyCount" ("day", "deviceClass", "count")
  SELECT "newDay", "newDevice", count(*)::int FROM (SELECT o."createdAt"::date AS "oldDay", o."deviceClass" AS "oldDevice", o."productId" AS "oldProductId",
                   n."createdAt"::date AS "newDay", n."deviceClass" AS "newDevice", n."productId" AS "newProductId"
            FROM old_scans o JOIN new_scans n ON n."id" = o."id"
            WHERE (o."productId", o."deviceClass", o."createdAt"::date) IS DISTINCT FROM (n."productId", n."deviceClass", n."createdAt"::date)) x GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "deviceClass") DO UPDATE SET "count" = "ScanDailyCount"."count" + EXCLUDED."count";
  INSERT INTO "ScanProductCount" ("productId", "count")
  SELECT "newProductId", count(*)::int FROM (SELECT o."createdAt"::date AS "oldDay", o."deviceClass" AS "oldDevice", o."productId" AS "oldProductId",
                   n."createdAt"::date AS "newDay", n."deviceClass" AS "newDevice", n."productId" AS "newProductId"
            FROM old_scans o JOIN new_scans n ON n."id" = o."id"
            WHERE (o."productId", o."deviceClass", o."createdAt"::date) IS DISTINCT FROM (n."productId", n."deviceClass", n."createdAt"::date)) x GROUP BY 1 ORDER BY 1
  ON CONFLICT ("productId") DO UPDATE SET "count" = "ScanProductCount"."count" + EXCLUDED."count";
  RETURN NULL;
END;
$$;

CREATE FUNCTION "scan_rollups_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ScanDailyCount";
  DELETE FROM "ScanProductCount";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Scan_rollups_insert" AFTER INSERT ON "Scan"
  REFERENCING NEW TABLE AS new_scans FOR EACH STATEMENT EXECUTE FUNCTION "scan_rollups_add"();
CREATE TRIGGER "Scan_rollups_delete" AFTER DELETE ON "Scan"
  REFERENCING OLD TABLE AS old_scans FOR EACH STATEMENT EXECUTE FUNCTION "scan_rollups_remove"();
CREATE TRIGGER "Scan_rollups_update" AFTER UPDATE ON "Scan"
  REFERENCING OLD TABLE AS old_scans NEW TABLE AS new_scans FOR EACH STATEMENT EXECUTE FUNCTION "scan_rollups_move"();
CREATE TRIGGER "Scan_rollups_truncate" AFTER TRUNCATE ON "Scan"
  FOR EACH STATEMENT EXECUTE FUNCTION "scan_rollups_truncate"();

-- The scans already there.
INSERT INTO "ScanDailyCount" ("day", "deviceClass", "count")
SELECT "createdAt"::date, "deviceClass", count(*)::int FROM "Scan" GROUP BY 1, 2;
INSERT INTO "ScanProductCount" ("productId", "count")
SELECT "productId", count(*)::int FROM "Scan" GROUP BY 1;
