-- CreateTable
CREATE TABLE "SeedState" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "completedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SeedState_pkey" PRIMARY KEY ("id")
);
