-- CreateTable
CREATE TABLE "RegistryVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RegistryVersion_pkey" PRIMARY KEY ("id")
);

-- One row, there from the start, so a reader always finds a version.
ALTER TABLE "RegistryVersion" ADD CONSTRAINT "RegistryVersion_one_row" CHECK ("id" = 1);
INSERT INTO "RegistryVersion" ("id", "version") VALUES (1, 0);

-- Bumps the version in the transaction of the statement that wrote the registry, so another process
-- sees the new version exactly when the write commits: a sequence would move before the commit, and a
-- process rebuilding in between would keep the old rows. Statement-level, so a sync of thousands of
-- rows costs a few bumps, not one per row. The upsert brings the row back should it ever be deleted.
CREATE FUNCTION "registry_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped BIGINT;
BEGIN
  INSERT INTO "RegistryVersion" ("id", "version", "changedAt") VALUES (1, 1, CURRENT_TIMESTAMP)
  ON CONFLICT ("id") DO UPDATE SET "version" = "RegistryVersion"."version" + 1, "changedAt" = EXCLUDED."changedAt"
  RETURNING "version" INTO bumped;
  -- Delivered at commit, and only then, to every session listening (a rolled-back write sends nothing).
  PERFORM pg_notify('registry_changed', bumped::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Company_registry_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Company"
  FOR EACH STATEMENT EXECUTE FUNCTION "registry_version_bump"();
CREATE TRIGGER "Brand_registry_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Brand"
  FOR EACH STATEMENT EXECUTE FUNCTION "registry_version_bump"();
CREATE TRIGGER "BrandAlias_registry_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "BrandAlias"
  FOR EACH STATEMENT EXECUTE FUNCTION "registry_version_bump"();
CREATE TRIGGER "BrandRegionalOwner_registry_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "BrandRegionalOwner"
  FOR EACH STATEMENT EXECUTE FUNCTION "registry_version_bump"();
