-- Scans get an unguessable public id (docs/security.md#public-ids). The default is volatile, so adding
-- the column evaluates it once per existing row: every scan already stored gets its own random id.
-- AlterTable
ALTER TABLE "Scan" ADD COLUMN     "publicId" TEXT NOT NULL DEFAULT rtrim(translate(encode(decode(replace((gen_random_uuid())::text, '-'::text, ''::text), 'hex'::text), 'base64'::text), '+/'::text, '-_'::text), '='::text);

-- CreateIndex
CREATE UNIQUE INDEX "Scan_publicId_key" ON "Scan"("publicId");
