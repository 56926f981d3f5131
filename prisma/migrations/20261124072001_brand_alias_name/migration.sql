-- AlterTable
ALTER TABLE "BrandAlias" ADD COLUMN     "name" TEXT NOT NULL DEFAULT '';
