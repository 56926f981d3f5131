-- CreateTable
CREATE TABLE "BrandRegionalOwner" (
    "id" SERIAL NOT NULL,
    "brandId" INTEGER NOT NULL,
    "region" TEXT NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "sourceNote" TEXT NOT NULL DEFAULT '',
    "confidence" "Confidence" NOT NULL DEFAULT 'high',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BrandRegionalOwner_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BrandRegionalOwner_ownerId_idx" ON "BrandRegionalOwner"("ownerId");

-- CreateIndex
CREATE UNIQUE INDEX "BrandRegionalOwner_brandId_region_key" ON "BrandRegionalOwner"("brandId", "region");

-- AddForeignKey
ALTER TABLE "BrandRegionalOwner" ADD CONSTRAINT "BrandRegionalOwner_brandId_fkey" FOREIGN KEY ("brandId") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BrandRegionalOwner" ADD CONSTRAINT "BrandRegionalOwner_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
