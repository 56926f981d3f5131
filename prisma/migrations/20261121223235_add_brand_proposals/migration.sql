-- CreateTable
CREATE TABLE "BrandProposal" (
    "brandKey" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "checkedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BrandProposal_pkey" PRIMARY KEY ("brandKey")
);
