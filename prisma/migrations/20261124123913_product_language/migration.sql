-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "language" TEXT NOT NULL DEFAULT '';
