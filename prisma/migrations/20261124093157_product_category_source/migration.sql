-- CreateEnum
CREATE TYPE "CategorySource" AS ENUM ('own', 'name', 'brand', 'ai');

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "categoryCheckedAt" TIMESTAMP(3),
ADD COLUMN     "categoryConfidence" "Confidence",
ADD COLUMN     "categorySource" "CategorySource";

-- Products that already have categories have their own (docs/alternatives.md).
UPDATE "Product" SET "categorySource" = 'own', "categoryConfidence" = 'high' WHERE cardinality("categories") > 0;
