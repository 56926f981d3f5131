-- Nothing reads scans by time alone since the admin stats count the rollups (ScanDailyCount,
-- ScanProductCount; migration scan_rollups), yet every scan inserted an entry into this index:
-- one index write fewer per scan (README, "API throughput").
-- DropIndex
DROP INDEX "Scan_createdAt_idx";
