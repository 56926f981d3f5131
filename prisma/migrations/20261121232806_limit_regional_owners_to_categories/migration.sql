-- AlterTable
ALTER TABLE "BrandRegionalOwner" ADD COLUMN     "categories" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- Databases seeded before this column gave Kellogg's its North American owner (WK Kellogg Co) for
-- every product; the seed adds only missing rows, so limit that row to the cereals here, as the
-- registry now does (Kellanova kept the North American snacks).
UPDATE "BrandRegionalOwner" SET "categories" = ARRAY['en:breakfast-cereals']::TEXT[]
WHERE "region" = 'north-america' AND "categories" = ARRAY[]::TEXT[]
  AND "brandId" IN (SELECT "id" FROM "Brand" WHERE "key" = 'kelloggs');
