-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "stores" TEXT NOT NULL DEFAULT '';
