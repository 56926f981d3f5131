-- AlterEnum
ALTER TYPE "FactSource" ADD VALUE 'admin';

-- CreateTable
CREATE TABLE "RegistryEdit" (
    "id" SERIAL NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" INTEGER,
    "adminEmail" TEXT NOT NULL,
    "brandId" INTEGER,
    "companyId" INTEGER,
    "action" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "sourceNote" TEXT NOT NULL,

    CONSTRAINT "RegistryEdit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RegistryEdit_brandId_createdAt_idx" ON "RegistryEdit"("brandId", "createdAt");

-- CreateIndex
CREATE INDEX "RegistryEdit_companyId_createdAt_idx" ON "RegistryEdit"("companyId", "createdAt");

-- AddForeignKey
ALTER TABLE "RegistryEdit" ADD CONSTRAINT "RegistryEdit_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
