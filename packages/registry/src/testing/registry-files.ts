// Test support: entries for small registries, and registries written as data files to a temporary
// folder, for loadRegistry and for servers started on them.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { stringify } from "yaml";

import { REGISTRY_FILES } from "../load-registry";
import type { TRegistryBrand, TRegistryCompany } from "../registry-schema";

export const company = (name: string, hq: string, parent?: string, extra: Partial<TRegistryCompany> = {}): TRegistryCompany => ({
  name,
  hq,
  ...(parent === undefined ? {} : { parent }),
  source: `Annual report of ${name} (2026-11)`,
  ...extra,
});

export const brand = (name: string, owner: string, extra: Partial<TRegistryBrand> = {}): TRegistryBrand => ({
  name,
  owner,
  source: `Website of ${owner} (2026-11)`,
  ...extra,
});

/** Entries as a data file holds them; anything, so that tests can write broken ones. */
export interface RegistryFileContents {
  companies: unknown[];
  brands: unknown[];
}

export interface RegistryFolder {
  dataDir: string;
  /** Replaces the data files' contents (as an edit of the files would). */
  write(contents: RegistryFileContents): Promise<void>;
  remove(): Promise<void>;
}

/** A temporary folder holding `contents` as the registry's data files. */
export async function registryFolder(contents: RegistryFileContents): Promise<RegistryFolder> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "productcheck-registry-"));
  const write = async (next: RegistryFileContents) => {
    await writeFile(path.join(dataDir, REGISTRY_FILES.companies), stringify(next.companies));
    await writeFile(path.join(dataDir, REGISTRY_FILES.brands), stringify(next.brands));
  };
  await write(contents);
  return { dataDir, write, remove: () => rm(dataDir, { recursive: true, force: true }) };
}
