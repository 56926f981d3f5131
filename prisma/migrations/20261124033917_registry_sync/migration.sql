-- AlterTable
ALTER TABLE "Brand" ADD COLUMN     "editedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "editedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "RegistryState" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "contentHash" TEXT NOT NULL,
    "syncedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegistryState_pkey" PRIMARY KEY ("id")
);

-- One row at most. Databases seeded before this migration have no row, so their next start syncs the
-- registry's data files over the seeded rows (none of which an admin had edited: editedAt is new).
ALTER TABLE "RegistryState" ADD CONSTRAINT "RegistryState_one_row" CHECK ("id" = 1);
