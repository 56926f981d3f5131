-- AlterEnum
ALTER TYPE "PurchaseStatus" ADD VALUE 'failed';

-- DropIndex
DROP INDEX "Purchase_guestId_idx";

-- DropIndex
DROP INDEX "Purchase_userId_idx";

-- AlterTable
ALTER TABLE "Purchase" ADD COLUMN     "idempotencyKey" UUID NOT NULL DEFAULT gen_random_uuid(),
ALTER COLUMN "paymentIntentId" DROP NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Purchase_idempotencyKey_key" ON "Purchase"("idempotencyKey");

-- CreateIndex
CREATE INDEX "Purchase_userId_createdAt_idx" ON "Purchase"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Purchase_guestId_createdAt_idx" ON "Purchase"("guestId", "createdAt");

-- Hand-written: scans are credited only for a payment Stripe confirmed, so a credited row names its PaymentIntent.
ALTER TABLE "Purchase" ADD CONSTRAINT "Purchase_credited_has_intent_check" CHECK ("status" <> 'credited' OR "paymentIntentId" IS NOT NULL);
