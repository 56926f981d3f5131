-- CreateTable
CREATE TABLE "CatalogueImport" (
    "id" SERIAL NOT NULL,
    "url" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "exportedAt" TIMESTAMP(3),
    "countries" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "rowsDone" INTEGER NOT NULL DEFAULT 0,
    "imported" INTEGER NOT NULL DEFAULT 0,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "CatalogueImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CatalogueDelta" (
    "importId" INTEGER NOT NULL,
    "file" TEXT NOT NULL,
    "fromTime" TIMESTAMP(3) NOT NULL,
    "toTime" TIMESTAMP(3) NOT NULL,
    "read" INTEGER NOT NULL,
    "imported" INTEGER NOT NULL,
    "appliedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogueDelta_pkey" PRIMARY KEY ("importId","file")
);

-- AddForeignKey
ALTER TABLE "CatalogueDelta" ADD CONSTRAINT "CatalogueDelta_importId_fkey" FOREIGN KEY ("importId") REFERENCES "CatalogueImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;
