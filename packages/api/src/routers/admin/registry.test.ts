import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Principal } from "@productcheck/auth/principal";
import type { Db } from "@productcheck/db/client";
import { createTestDatabase } from "@productcheck/db/testing/test-database";
import { brandKey } from "@productcheck/domain/brand-key";
import { parseRegistry } from "@productcheck/registry/load-registry";
import { syncRegistry } from "@productcheck/registry/sync-registry";
import { brand as registryBrand, company as registryCompany } from "@productcheck/registry/testing/registry-files";
import { COUNTRY_CODE_MESSAGE, MARKET_REGION_MESSAGE, SOURCE_NOTE_REQUIRED_MESSAGE } from "@productcheck/validators/brand-locations";
import { ACCESS_DENIED_MESSAGE } from "@productcheck/validators/user";

import {
  aliasClashMessage,
  brandNameClashMessage,
  brandNameIsAliasMessage,
  BRAND_NOT_FOUND_MESSAGE,
  chainTooLongMessage,
  companyNameClashMessage,
  ownershipCycleMessage,
  unknownCompanyMessage,
} from "../../services/admin/registry/registry-rules";
import { notAProposalMessage } from "../../services/admin/registry/review-proposal";
import { noRegionalOwnerMessage } from "../../services/admin/registry/set-regional-owner";
import { callerFor, clientScanId, createBrandChain, createProduct, createUser, rejection, userPrincipal } from "../../testing/test-helpers";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: Principal;
let adminUserId: number;
let shopper: Principal;

beforeAll(async () => {
  database = await createTestDatabase();
  const adminUser = await createUser(database.db, 10, "admin@example.com");
  adminUserId = adminUser.id;
  admin = await userPrincipal(database.db, adminUser.id);
  shopper = await userPrincipal(database.db, (await createUser(database.db, 10)).id);
});
afterAll(async () => {
  await database.close();
});

const NOTE = "https://example.com/annual-report-2026";
const asAdmin = () => callerFor(database.db, { principal: admin }).caller;
type Caller = ReturnType<typeof asAdmin>;

let sequence = 0;
/** A name no other test uses: "Name 7". */
const unique = (name: string) => `${name} ${++sequence}`;

/** Scans of a product as the ScanProductCount rollup holds them. */
async function setScans(db: Db, productId: number, count: number) {
  await db.scanProductCount.upsert({ where: { productId }, create: { productId, count }, update: { count }, select: { productId: true } });
}

async function newCompany(name: string, hqCountry: string, parentId: number | null = null) {
  return asAdmin().admin.registry.createCompany({ name: unique(name), hqCountry, parentId, sourceNote: NOTE });
}

/** Rows as an AI proposal stores them (services/scan/brand-proposals.ts): source ai, confidence low. */
async function aiProposal(db: Db, brand: string, owners: { name: string; hq: string; parentId?: number | null }) {
  const ai = { source: "ai" as const, confidence: "low" as const, sourceNote: "AI proposal (test-model), 2026-11-20" };
  const owner = await db.company.create({ data: { name: owners.name, hqCountry: owners.hq, parentId: owners.parentId ?? null, ...ai }, select: { id: true } });
  const created = await db.brand.create({ data: { name: brand, key: brandKey(brand), ownerId: owner.id, ...ai }, select: { id: true } });
  await db.brandProposal.create({ data: { brandKey: brandKey(brand), outcome: "proposed" }, select: { brandKey: true } });
  return { brandId: created.id, ownerId: owner.id };
}

async function registryCounts(db: Db) {
  return {
    brands: await db.brand.count(),
    companies: await db.company.count(),
    aliases: await db.brandAlias.count(),
    regional: await db.brandRegionalOwner.count(),
    edits: await db.registryEdit.count(),
  };
}

describe("admin.registry: who may call", () => {
  it("answers 401 to guests and 403 to other accounts on every procedure, and changes nothing", async () => {
    const { db } = database;
    const brand = await createBrandChain(db, unique("Guarded"), [["Guarded Owner", "SE"]]);
    const { ownerId } = await db.brand.findUniqueOrThrow({ where: { id: brand.id }, select: { ownerId: true } });
    const ai = await aiProposal(db, unique("Guarded AI"), { name: unique("Guarded AI Owner"), hq: "US" });
    const calls: ((caller: Caller) => Promise<unknown>)[] = [
      (caller) => caller.admin.registry.search({ query: "guarded" }),
      (caller) => caller.admin.registry.brand({ id: brand.id }),
      (caller) => caller.admin.registry.company({ id: ownerId }),
      (caller) => caller.admin.registry.unknownBrands(),
      (caller) => caller.admin.registry.aiProposals(),
      (caller) => caller.admin.registry.createBrand({ name: unique("Hacked"), ownerId, sourceNote: NOTE }),
      (caller) => caller.admin.registry.updateBrand({ id: brand.id, name: "Hacked", sourceNote: NOTE }),
      (caller) => caller.admin.registry.setRegionalOwner({ id: brand.id, region: "north-america", ownerId, sourceNote: NOTE }),
      (caller) => caller.admin.registry.confirmProposal({ id: ai.brandId, sourceNote: NOTE }),
      (caller) => caller.admin.registry.rejectProposal({ id: ai.brandId, sourceNote: NOTE }),
      (caller) => caller.admin.registry.createCompany({ name: unique("Hacked Co"), hqCountry: "US", sourceNote: NOTE }),
      (caller) => caller.admin.registry.updateCompany({ id: ownerId, hqCountry: "US", sourceNote: NOTE }),
    ];
    const before = await registryCounts(db);
    for (const call of calls) {
      expect((await rejection(call(callerFor(db).caller))).code).toBe("UNAUTHORIZED");
      const forbidden = await rejection(call(callerFor(db, { principal: shopper }).caller));
      expect(forbidden.code).toBe("FORBIDDEN");
      expect(forbidden.message).toBe(ACCESS_DENIED_MESSAGE);
    }
    expect(await registryCounts(db)).toEqual(before);
    expect(await db.company.findUniqueOrThrow({ where: { id: ownerId }, select: { hqCountry: true } })).toEqual({ hqCountry: "SE" });
    expect(await db.brand.findUniqueOrThrow({ where: { id: ai.brandId }, select: { source: true } })).toEqual({ source: "ai" });
  });
});

describe("admin.registry.search", () => {
  it("finds brands by name or alias, exact first, then prefix, then contains, and companies by name", async () => {
    const { db } = database;
    const [exact, prefix, contains, byAlias, other] = [
      await createBrandChain(db, "Qwzyfoo", [["Qwzy Owner", "SE"], ["Qwzy Group", "NO"]]),
      await createBrandChain(db, "Qwzyfoo Bar", [["Qwzy Bar Owner", "US"]]),
      await createBrandChain(db, "Big Qwzyfoo", [["Big Owner", "DE"]]),
      await createBrandChain(db, "Alias Holder Qz", [["Alias Owner", "FR"]]),
      await createBrandChain(db, "Unrelated Qz", [["Unrelated Owner", "FR"]]),
    ];
    await db.brandAlias.create({ data: { key: "qwzyfoo light", brandId: byAlias.id }, select: { key: true } });
    const product = await createProduct(db, { brand: "QWZYFOO", brandKey: "qwzyfoo" });
    await createProduct(db, { brand: "Qwzyfoo", brandKey: "qwzyfoo" });
    await setScans(db, product.id, 2);
    const company = await newCompany("Qwzyfoo Holdings", "SE");

    const { brands, companies } = await asAdmin().admin.registry.search({ query: "  QWZYFÖÖ " });
    expect(brands.map((brand) => brand.id)).toEqual([exact.id, byAlias.id, prefix.id, contains.id]);
    expect(brands.map((brand) => brand.id)).not.toContain(other.id);
    expect(brands[0]).toEqual({
      id: exact.id,
      name: "Qwzyfoo",
      ownerName: expect.stringMatching(/^Qwzy Owner \d+$/),
      ultimateOwnerName: expect.stringMatching(/^Qwzy Group \d+$/),
      hqCountry: "NO",
      source: "registry",
      confidence: "high",
      productCount: 2,
    });
    expect(companies.map((entry) => entry.id)).toEqual([company.id]);
    expect(companies[0]).toMatchObject({ name: company.name, hqCountry: "SE", parentName: null, source: "admin", brandCount: 0 });

    const groups = await asAdmin().admin.registry.search({ query: "qwzy group" });
    expect(groups.companies).toEqual([expect.objectContaining({ hqCountry: "NO", brandCount: 0 })]);
    const owners = await asAdmin().admin.registry.search({ query: "Qwzy Owner" });
    expect(owners.companies).toEqual([expect.objectContaining({ parentName: expect.stringMatching(/^Qwzy Group/), brandCount: 1 })]);
    const listed = await asAdmin().admin.registry.search({});
    expect(listed.brands.length).toBeGreaterThan(0);
    expect(listed.brands.length).toBeLessThanOrEqual(25);
  });
});

describe("admin.registry.brand and company", () => {
  it("shows the chain with each link's HQ, source and check date, aliases, regional owners, counts and the audit log", async () => {
    const { db } = database;
    const parent = await newCompany("Detail Group", "US");
    const owner = await newCompany("Detail Foods", "SE", parent.id);
    const regional = await newCompany("Detail America", "CA");
    const name = unique("Detail Brand");
    const created = await asAdmin().admin.registry.createBrand({ name, ownerId: owner.id, aliases: ["Detail Alias", name], sourceNote: NOTE });
    expect(created.aliases).toEqual(["Detail Alias"]);
    await asAdmin().admin.registry.setRegionalOwner({
      id: created.id,
      region: "north-america",
      ownerId: regional.id,
      categories: ["en:breakfast-cereals"],
      sourceNote: "https://example.com/regional",
    });
    const [first, second, aliased] = [
      await createProduct(db, { brand: name, brandKey: brandKey(name) }),
      await createProduct(db, { brand: name, brandKey: brandKey(name) }),
      await createProduct(db, { brand: "Detail Alias", brandKey: "detail alias" }),
    ];
    await setScans(db, first.id, 3);
    await setScans(db, aliased.id, 4);
    void second;

    const detail = await asAdmin().admin.registry.brand({ id: created.id });
    expect(detail).toMatchObject({
      name,
      key: brandKey(name),
      aliases: ["Detail Alias"],
      source: "admin",
      confidence: "high",
      sourceNote: NOTE,
      isAmerican: true,
      productCount: 3,
      scanCount: 7,
      regionalOwners: [
        {
          region: "north-america",
          chain: [expect.objectContaining({ id: regional.id, hqCountry: "CA", hqCountryName: "Canada" })],
          categories: ["en:breakfast-cereals"],
          sourceNote: "https://example.com/regional",
          confidence: "high",
        },
      ],
    });
    expect(detail.editedAt).not.toBeNull();
    expect(detail.chain).toEqual([
      {
        id: owner.id,
        name: owner.name,
        hqCountry: "SE",
        hqCountryName: "Sweden",
        source: "admin",
        confidence: "high",
        sourceNote: NOTE,
        checkedAt: owner.editedAt,
      },
      expect.objectContaining({ id: parent.id, hqCountry: "US", source: "admin" }),
    ]);
    expect(detail.edits.map((edit) => [edit.action, edit.summary])).toEqual([
      ["brand.regional-owner", `Owner in north-america: none → ${regional.name} (CA) for en:breakfast-cereals`],
      ["brand.create", `Created ${name}: owner ${owner.name} (SE); aliases: Detail Alias`],
    ]);
    expect(detail.edits[0]).toMatchObject({ adminEmail: "admin@example.com", sourceNote: "https://example.com/regional" });
    expect(await db.registryEdit.findFirstOrThrow({ where: { brandId: created.id }, select: { userId: true } })).toEqual({ userId: adminUserId });

    const company = await asAdmin().admin.registry.company({ id: parent.id });
    expect(company).toMatchObject({
      name: parent.name,
      hqCountry: "US",
      source: "admin",
      chain: [expect.objectContaining({ id: parent.id })],
      subsidiaries: [{ id: owner.id, name: owner.name, hqCountry: "SE" }],
      brands: [],
      productCount: 3,
      edits: [expect.objectContaining({ action: "company.create", summary: `Created ${parent.name}: HQ US, parent none` })],
    });
    const regionalDetail = await asAdmin().admin.registry.company({ id: regional.id });
    expect(regionalDetail.brands).toEqual([{ id: created.id, name, region: "north-america" }]);
    expect((await asAdmin().admin.registry.company({ id: owner.id })).chain.map((link) => link.id)).toEqual([owner.id, parent.id]);

    expect((await rejection(asAdmin().admin.registry.brand({ id: 2_000_000_000 }))).message).toBe(BRAND_NOT_FOUND_MESSAGE);
    expect((await rejection(asAdmin().admin.registry.company({ id: 2_000_000_000 }))).code).toBe("NOT_FOUND");
    expect((await rejection(asAdmin().admin.registry.brand({ id: 2_147_483_648 }))).code).toBe("BAD_REQUEST");
  });
});

describe("admin.registry writes", () => {
  it("updates a brand's owner, name and aliases, and logs exactly what changed", async () => {
    const kraft = await asAdmin().admin.registry.createCompany({ name: unique("Kraft Heinz"), hqCountry: "US", sourceNote: NOTE });
    const arla = await asAdmin().admin.registry.createCompany({ name: unique("Arla Foods"), hqCountry: "dk", sourceNote: NOTE });
    expect(arla.hqCountry).toBe("DK");
    const name = unique("Cheesy");
    const brand = await asAdmin().admin.registry.createBrand({ name, ownerId: kraft.id, aliases: ["Cheesy Old"], sourceNote: NOTE });
    const updated = await asAdmin().admin.registry.updateBrand({
      id: brand.id,
      name: `${name} Spread`,
      ownerId: arla.id,
      aliases: ["Cheesy New", "Cheesy  new", `${name} spread`],
      sourceNote: "https://example.com/arla-buys-cheesy",
    });
    expect(updated).toMatchObject({
      name: `${name} Spread`,
      key: brandKey(`${name} Spread`),
      aliases: ["Cheesy New"],
      isAmerican: false,
      sourceNote: "https://example.com/arla-buys-cheesy",
      chain: [expect.objectContaining({ id: arla.id, hqCountry: "DK" })],
    });
    expect(updated.edits[0]).toMatchObject({
      action: "brand.update",
      summary: `Name: ${name} → ${name} Spread; Owner: ${kraft.name} (US) → ${arla.name} (DK); Aliases: added Cheesy New; removed Cheesy Old`,
      sourceNote: "https://example.com/arla-buys-cheesy",
    });
    expect(await database.db.brandAlias.findMany({ where: { brandId: brand.id }, select: { key: true } })).toEqual([{ key: "cheesy new" }]);

    const again = await asAdmin().admin.registry.updateBrand({ id: brand.id, sourceNote: "https://example.com/checked" });
    expect(again.edits[0]?.summary).toBe("Checked again: no change");
    // A new spelling of the same alias is kept as written.
    const respelt = await asAdmin().admin.registry.updateBrand({ id: brand.id, aliases: ["CHEESY new"], sourceNote: "https://example.com/pack" });
    expect(respelt.aliases).toEqual(["CHEESY new"]);
    expect(respelt.edits[0]?.summary).toBe("Aliases: renamed Cheesy New → CHEESY new");
  });

  it("updates a company's name, HQ and parent, and logs it on the company", async () => {
    const unilever = await newCompany("Unilever", "GB");
    const company = await newCompany("Ben Co", "US");
    const updated = await asAdmin().admin.registry.updateCompany({
      id: company.id,
      name: `${company.name} Nordic`,
      hqCountry: "SE",
      parentId: unilever.id,
      sourceNote: NOTE,
    });
    expect(updated).toMatchObject({ name: `${company.name} Nordic`, hqCountry: "SE", source: "admin", chain: [{ id: company.id }, { id: unilever.id }] });
    expect(updated.edits[0]).toMatchObject({
      action: "company.update",
      summary: `Name: ${company.name} → ${company.name} Nordic; HQ: US → SE; Parent: none → ${unilever.name}`,
    });
    const orphan = await asAdmin().admin.registry.updateCompany({ id: company.id, parentId: null, sourceNote: NOTE });
    expect(orphan.chain).toHaveLength(1);
    expect(orphan.edits[0]?.summary).toBe(`Parent: ${unilever.name} → none`);
  });

  it("sets, replaces and removes a regional owner, setting the brand's editedAt", async () => {
    const brand = await createBrandChain(database.db, unique("Regional"), [["Regional Owner", "US"]]);
    const ferrero = await newCompany("Ferrero", "LU");
    const set = await asAdmin().admin.registry.setRegionalOwner({ id: brand.id, region: "north-america", ownerId: ferrero.id, sourceNote: NOTE });
    expect(set.regionalOwners).toEqual([expect.objectContaining({ region: "north-america", categories: [], chain: [expect.objectContaining({ id: ferrero.id })] })]);
    expect(set.editedAt).not.toBeNull();
    expect(set.source).toBe("registry");
    const removed = await asAdmin().admin.registry.setRegionalOwner({ id: brand.id, region: "north-america", ownerId: null, sourceNote: NOTE });
    expect(removed.regionalOwners).toEqual([]);
    expect(removed.edits[0]?.summary).toBe(`Owner in north-america: ${ferrero.name} (LU) → none`);
    const again = await rejection(asAdmin().admin.registry.setRegionalOwner({ id: brand.id, region: "north-america", ownerId: null, sourceNote: NOTE }));
    expect(again.code).toBe("BAD_REQUEST");
    expect(again.message).toBe(noRegionalOwnerMessage(removed.name, "north-america"));
  });

  it("sets a regional owner for a country, next to North America's; a region that is neither is refused", async () => {
    const brand = await createBrandChain(database.db, unique("Country Coop"), [["Coop Italia", "IT"]]);
    const sweden = await newCompany("Coop Sverige", "SE");
    const america = await newCompany("Coop America", "US");
    await asAdmin().admin.registry.setRegionalOwner({ id: brand.id, region: "north-america", ownerId: america.id, sourceNote: NOTE });
    const set = await asAdmin().admin.registry.setRegionalOwner({ id: brand.id, region: "se", ownerId: sweden.id, sourceNote: NOTE });
    expect(set.regionalOwners.map((owner) => [owner.region, owner.chain[0]?.id])).toEqual(
      expect.arrayContaining([
        ["SE", sweden.id],
        ["north-america", america.id],
      ]),
    );
    expect(set.regionalOwners).toHaveLength(2);
    expect(set.edits[0]?.summary).toBe(`Owner in SE: none → ${sweden.name} (SE)`);
    const refused = await rejection(asAdmin().admin.registry.setRegionalOwner({ id: brand.id, region: "europe", ownerId: sweden.id, sourceNote: NOTE }));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.message).toContain(MARKET_REGION_MESSAGE);
  });
});

describe("admin.registry validation", () => {
  it("refuses a parent loop, naming it, and leaves the rows as they were", async () => {
    const arla = await asAdmin().admin.registry.createCompany({ name: unique("Arla Foods"), hqCountry: "DK", sourceNote: NOTE });
    const amba = await asAdmin().admin.registry.createCompany({ name: unique("Arla Foods amba"), hqCountry: "DK", parentId: arla.id, sourceNote: NOTE });
    const direct = await rejection(asAdmin().admin.registry.updateCompany({ id: arla.id, parentId: amba.id, sourceNote: NOTE }));
    expect(direct.code).toBe("BAD_REQUEST");
    expect(direct.message).toBe(`${arla.name} cannot be owned by ${amba.name}: ${amba.name} is already owned by ${arla.name}`);
    expect(direct.message).toBe(ownershipCycleMessage(arla.name, [amba.name, arla.name]));

    const sub = await asAdmin().admin.registry.createCompany({ name: unique("Arla Sub"), hqCountry: "SE", parentId: amba.id, sourceNote: NOTE });
    const deep = await rejection(asAdmin().admin.registry.updateCompany({ id: arla.id, parentId: sub.id, sourceNote: NOTE }));
    expect(deep.message).toBe(`${arla.name} cannot be owned by ${sub.name}: ${sub.name} is already owned by ${amba.name}, which is owned by ${arla.name}`);
    expect((await rejection(asAdmin().admin.registry.updateCompany({ id: arla.id, parentId: arla.id, sourceNote: NOTE }))).code).toBe("BAD_REQUEST");
    expect(await database.db.company.findUniqueOrThrow({ where: { id: arla.id }, select: { parentId: true } })).toEqual({ parentId: null });
  });

  it("refuses chains longer than the resolver follows", async () => {
    let parentId: number | null = null;
    for (let level = 0; level < 8; level += 1) parentId = (await newCompany("Level", "SE", parentId)).id;
    const refused = await rejection(asAdmin().admin.registry.createCompany({ name: unique("Level 9"), hqCountry: "SE", parentId, sourceNote: NOTE }));
    expect(refused.message).toBe(chainTooLongMessage(9));
  });

  it("refuses unknown owners and parents, name and alias clashes, bad countries and a missing source note", async () => {
    const { db } = database;
    const owner = await newCompany("Clash Owner", "SE");
    const taken = await asAdmin().admin.registry.createBrand({ name: unique("Taken"), ownerId: owner.id, aliases: ["Taken Alias"], sourceNote: NOTE });
    const before = await registryCounts(db);

    const unknownOwner = await rejection(asAdmin().admin.registry.createBrand({ name: unique("Orphan"), ownerId: 2_000_000_000, sourceNote: NOTE }));
    expect([unknownOwner.code, unknownOwner.message]).toEqual(["BAD_REQUEST", unknownCompanyMessage("owner", 2_000_000_000)]);
    const unknownParent = await rejection(asAdmin().admin.registry.createCompany({ name: unique("Orphan Co"), hqCountry: "SE", parentId: 2_000_000_000, sourceNote: NOTE }));
    expect(unknownParent.message).toBe(unknownCompanyMessage("parent", 2_000_000_000));

    const sameName = await rejection(asAdmin().admin.registry.createBrand({ name: `${taken.name.toUpperCase()}!`, ownerId: owner.id, sourceNote: NOTE }));
    expect([sameName.code, sameName.message]).toEqual(["CONFLICT", brandNameClashMessage(`${taken.name.toUpperCase()}!`, taken.name)]);
    const nameIsAlias = await rejection(asAdmin().admin.registry.createBrand({ name: "Taken-Alias", ownerId: owner.id, sourceNote: NOTE }));
    expect(nameIsAlias.message).toBe(brandNameIsAliasMessage("Taken-Alias", taken.name));
    const aliasClash = await rejection(asAdmin().admin.registry.createBrand({ name: unique("Fresh"), ownerId: owner.id, aliases: ["taken alias"], sourceNote: NOTE }));
    expect([aliasClash.code, aliasClash.message]).toEqual(["CONFLICT", aliasClashMessage("taken alias", taken.name)]);
    const other = await asAdmin().admin.registry.createBrand({ name: unique("Other"), ownerId: owner.id, sourceNote: NOTE });
    const renameClash = await rejection(asAdmin().admin.registry.updateBrand({ id: other.id, aliases: [taken.name], sourceNote: NOTE }));
    expect(renameClash.message).toBe(aliasClashMessage(taken.name, taken.name));

    const companyClash = await rejection(asAdmin().admin.registry.createCompany({ name: owner.name.toLowerCase(), hqCountry: "SE", sourceNote: NOTE }));
    expect([companyClash.code, companyClash.message]).toEqual(["CONFLICT", companyNameClashMessage(owner.name.toLowerCase(), owner.name)]);

    const badCountry = await rejection(asAdmin().admin.registry.createCompany({ name: unique("Nowhere"), hqCountry: "XX", sourceNote: NOTE }));
    expect(badCountry.code).toBe("BAD_REQUEST");
    expect(badCountry.message).toContain(COUNTRY_CODE_MESSAGE);
    const noNote = await rejection(asAdmin().admin.registry.updateCompany({ id: owner.id, hqCountry: "US", sourceNote: "   " }));
    expect(noNote.code).toBe("BAD_REQUEST");
    expect(noNote.message).toContain(SOURCE_NOTE_REQUIRED_MESSAGE);

    expect(await registryCounts(db)).toEqual({ ...before, brands: before.brands + 1, edits: before.edits + 1 });
    expect(await db.company.findUniqueOrThrow({ where: { id: owner.id }, select: { hqCountry: true } })).toEqual({ hqCountry: "SE" });
  });
});

describe("admin.registry: the registry sync leaves an admin's edit alone", () => {
  it("keeps the admin's owner and HQ when the data files say otherwise", async () => {
    // Its own database: a sync with a small registry retires every other registry row.
    const own = await createTestDatabase();
    try {
      const { db } = own;
      const adminUser = await createUser(db, 10, "admin@example.com");
      const caller = callerFor(db, { principal: await userPrincipal(db, adminUser.id) }).caller;
      const registry = (note: string) =>
        parseRegistry({
          companies: [registryCompany("Synced Owner", "US", undefined, { note }), registryCompany("Synced Group", "NO")],
          brands: [registryBrand("Synced Brand", "Synced Owner", { aliases: ["Synced Alias"] })],
        });
      await syncRegistry(db, registry("first"));
      const brand = await db.brand.findUniqueOrThrow({ where: { key: "synced brand" }, select: { id: true } });
      const owner = await db.company.findUniqueOrThrow({ where: { name: "Synced Owner" }, select: { id: true } });
      const swedish = await caller.admin.registry.createCompany({ name: "Admin Owner AB", hqCountry: "SE", sourceNote: NOTE });
      await caller.admin.registry.updateBrand({ id: brand.id, ownerId: swedish.id, aliases: [], sourceNote: NOTE });
      await caller.admin.registry.updateCompany({ id: owner.id, hqCountry: "CA", sourceNote: NOTE });

      const summary = await syncRegistry(db, registry("second"));
      expect(summary.synced).toBe(true);
      const after = await caller.admin.registry.brand({ id: brand.id });
      expect(after).toMatchObject({ source: "admin", aliases: [], chain: [expect.objectContaining({ id: swedish.id, hqCountry: "SE" })] });
      expect(await caller.admin.registry.company({ id: owner.id })).toMatchObject({ hqCountry: "CA", source: "admin", sourceNote: NOTE });
      expect(await db.company.findUnique({ where: { id: swedish.id }, select: { id: true } })).not.toBeNull();
      expect(summary.kept.join("\n")).toContain('brand "Synced Brand": edited by an admin');
    } finally {
      await own.close();
    }
  });
});

describe("admin.registry.unknownBrands", () => {
  it("lists scanned brands nothing resolves, most scanned first, with counts, an example, a hint and the AI's outcome", async () => {
    const { db } = database;
    const tag = unique("unk").replace(" ", "");
    const popular = `Popular ${tag}`;
    const rare = `Rare ${tag}`;
    const known = `Known ${tag}`;
    await createBrandChain(db, known, [["Known Owner", "SE"]]);
    const product = (brand: string, extra: Parameters<typeof createProduct>[1] = {}) =>
      createProduct(db, { name: `${brand} product`, brand, brandKey: brandKey(brand), ...extra });
    const [p1, p2, , r1, k1, hinted] = [
      await product(popular, { brandOwner: "Popular Holding" }),
      await product(popular.toUpperCase(), { manufacturer: "Popular Holding" }),
      await product(popular),
      await product(rare),
      await product(known),
      await product(`Hinted ${tag}`, { brandOwner: "Known Owner Ltd" }),
    ];
    await setScans(db, p1.id, 2);
    await setScans(db, p2.id, 5);
    await setScans(db, r1.id, 3);
    await setScans(db, k1.id, 50);
    await setScans(db, hinted.id, 1);
    await db.brandProposal.create({ data: { brandKey: brandKey(rare), outcome: "failed" }, select: { brandKey: true } });

    const { brands } = await asAdmin().admin.registry.unknownBrands();
    const mine = brands.filter((entry) => entry.brandKey.includes(tag.toLowerCase()));
    expect(mine.map((entry) => entry.brandKey)).toEqual([brandKey(popular), brandKey(rare), brandKey(`Hinted ${tag}`)]);
    expect(mine[0]).toEqual({
      brand: popular.toUpperCase(),
      brandKey: brandKey(popular),
      scanCount: 7,
      productCount: 3,
      exampleBarcode: p2.barcode,
      exampleName: `${popular.toUpperCase()} product`,
      ownerHint: "Popular Holding",
      aiOutcome: null,
    });
    expect(mine[1]).toMatchObject({ scanCount: 3, productCount: 1, ownerHint: "", aiOutcome: "failed" });
    expect(brands.length).toBeLessThanOrEqual(50);
    const scans = brands.map((entry) => entry.scanCount);
    expect(scans).toEqual([...scans].sort((a, b) => b - a));
  });
});

describe("admin.registry: AI proposals", () => {
  it("lists them most scanned first, and confirming makes the brand and its AI-made companies the admin's", async () => {
    const { db } = database;
    const group = await newCompany("Known Group", "US");
    const quiet = await aiProposal(db, unique("Quiet AI Brand"), { name: unique("Quiet AI Owner"), hq: "SE" });
    const loudName = unique("Loud AI Brand");
    const loud = await aiProposal(db, loudName, { name: unique("Loud AI Owner"), hq: "SE", parentId: group.id });
    const product = await createProduct(db, { brand: loudName, brandKey: brandKey(loudName) });
    await setScans(db, product.id, 9);

    const { proposals } = await asAdmin().admin.registry.aiProposals();
    const ids = proposals.map((proposal) => proposal.brandId);
    expect(ids.indexOf(loud.brandId)).toBeLessThan(ids.indexOf(quiet.brandId));
    expect(proposals.find((proposal) => proposal.brandId === loud.brandId)).toMatchObject({
      brand: loudName,
      sourceNote: "AI proposal (test-model), 2026-11-20",
      productCount: 1,
      scanCount: 9,
      chain: [expect.objectContaining({ id: loud.ownerId, source: "ai", confidence: "low" }), expect.objectContaining({ id: group.id, source: "admin" })],
    });

    const confirmed = await asAdmin().admin.registry.confirmProposal({ id: loud.brandId, sourceNote: "https://example.com/loud-owner" });
    expect(confirmed).toMatchObject({ source: "admin", confidence: "high", sourceNote: "https://example.com/loud-owner" });
    expect(confirmed.chain[0]).toMatchObject({ id: loud.ownerId, source: "admin", confidence: "high", sourceNote: "https://example.com/loud-owner" });
    expect(confirmed.chain[1]).toMatchObject({ id: group.id, sourceNote: NOTE });
    expect(confirmed.edits[0]?.action).toBe("brand.confirm");
    expect((await asAdmin().admin.registry.company({ id: loud.ownerId })).edits[0]?.action).toBe("company.confirm");
    expect((await asAdmin().admin.registry.company({ id: group.id })).edits.map((edit) => edit.action)).toEqual(["company.create"]);
    expect((await asAdmin().admin.registry.aiProposals()).proposals.map((proposal) => proposal.brandId)).not.toContain(loud.brandId);

    const again = await rejection(asAdmin().admin.registry.confirmProposal({ id: loud.brandId, sourceNote: NOTE }));
    expect([again.code, again.message]).toEqual(["CONFLICT", notAProposalMessage(loudName, "admin")]);
    const view = await scanAndView(product.barcode);
    expect(view.facts.hqCountry).toEqual({ source: "admin", confidence: "high" });
    expect(view.brandExplanation).not.toContain("suggested by AI");
  });

  it("rejecting deletes the brand and the AI-made companies nothing else names, and the AI is not asked again", async () => {
    const { db } = database;
    const ai = { source: "ai" as const, confidence: "low" as const, sourceNote: "AI proposal (test-model), 2026-11-20" };
    const sharedParent = await db.company.create({ data: { name: unique("Shared AI Parent"), hqCountry: "US", ...ai }, select: { id: true, name: true } });
    const name = unique("Rejected AI Brand");
    const proposal = await aiProposal(db, name, { name: unique("Rejected AI Owner"), hq: "US", parentId: sharedParent.id });
    await aiProposal(db, unique("Kept AI Brand"), { name: unique("Kept AI Owner"), hq: "US", parentId: sharedParent.id });
    const ownerName = (await db.company.findUniqueOrThrow({ where: { id: proposal.ownerId }, select: { name: true } })).name;

    const rejected = await asAdmin().admin.registry.rejectProposal({ id: proposal.brandId, sourceNote: "https://example.com/not-theirs" });
    expect(rejected).toEqual({ brandId: proposal.brandId, brand: name, removedCompanies: [ownerName] });
    expect(await db.brand.findUnique({ where: { id: proposal.brandId }, select: { id: true } })).toBeNull();
    expect(await db.company.findUnique({ where: { id: proposal.ownerId }, select: { id: true } })).toBeNull();
    expect(await db.company.findUnique({ where: { id: sharedParent.id }, select: { id: true } })).not.toBeNull();
    expect(await db.brandProposal.findUniqueOrThrow({ where: { brandKey: brandKey(name) }, select: { outcome: true } })).toEqual({ outcome: "rejected" });
    const [edit] = await db.registryEdit.findMany({ where: { brandId: proposal.brandId }, select: { action: true, summary: true, adminEmail: true } });
    expect(edit).toEqual({
      action: "brand.reject",
      summary: `Rejected the AI's proposal: ${name} → ${ownerName} (US) → ${sharedParent.name} (US); removed ${ownerName}`,
      adminEmail: "admin@example.com",
    });

    // Its products are unknown again, and the unknown list says the AI's answer was rejected.
    const product = await createProduct(db, { brand: name, brandKey: brandKey(name) });
    await setScans(db, product.id, 1);
    const unknown = (await asAdmin().admin.registry.unknownBrands()).brands.find((entry) => entry.brandKey === brandKey(name));
    expect(unknown?.aiOutcome).toBe("rejected");

    const registryBrandRow = await createBrandChain(db, unique("Curated"), [["Curated Owner", "SE"]]);
    const refused = await rejection(asAdmin().admin.registry.rejectProposal({ id: registryBrandRow.id, sourceNote: NOTE }));
    expect(refused.code).toBe("CONFLICT");
    expect(await db.brand.findUnique({ where: { id: registryBrandRow.id }, select: { id: true } })).not.toBeNull();
  });
});

describe("admin.registry: cached alternatives", () => {
  it("drops the lists of the affected products and the lists offering them, and only those", async () => {
    const { db } = database;
    const subsidiary = await newCompany("Cache Sub", "SE");
    const group = await newCompany("Cache Group", "SE");
    const brandName = unique("Cached Brand");
    const brand = await asAdmin().admin.registry.createBrand({ name: brandName, ownerId: subsidiary.id, sourceNote: NOTE });
    const otherName = unique("Untouched Brand");
    await createBrandChain(db, otherName, [["Untouched Owner", "SE"]]);
    const affected = await createProduct(db, { brand: brandName, brandKey: brandKey(brandName) });
    const bystander = await createProduct(db, { brand: otherName, brandKey: brandKey(otherName) });
    const offering = await createProduct(db, { name: "Lists the affected product" });
    const cache = (productId: number, payload: object) =>
      db.alternativeCache.create({ data: { productId, homeCountry: "SE", engine: "rules", payload }, select: { id: true } });
    const reset = async () => {
      await db.alternativeCache.deleteMany({ where: { productId: { in: [affected.id, bystander.id, offering.id] } } });
      await cache(affected.id, { alternatives: [] });
      await cache(bystander.id, { alternatives: [{ id: offering.id, barcode: offering.barcode }] });
      await cache(offering.id, { alternatives: [{ id: affected.id, barcode: affected.barcode }] });
    };
    const cachedProducts = async () =>
      (await db.alternativeCache.findMany({ where: { productId: { in: [affected.id, bystander.id, offering.id] } }, select: { productId: true } }))
        .map((row) => row.productId)
        .sort((a, b) => a - b);

    await reset();
    await asAdmin().admin.registry.updateBrand({ id: brand.id, ownerId: group.id, sourceNote: NOTE });
    expect(await cachedProducts()).toEqual([bystander.id]);

    // A company edit reaches every brand below it.
    await asAdmin().admin.registry.updateCompany({ id: subsidiary.id, parentId: null, sourceNote: NOTE });
    await asAdmin().admin.registry.updateBrand({ id: brand.id, ownerId: subsidiary.id, sourceNote: NOTE });
    await reset();
    await asAdmin().admin.registry.updateCompany({ id: subsidiary.id, parentId: group.id, sourceNote: NOTE });
    expect(await cachedProducts()).toEqual([bystander.id]);
    await reset();
    await asAdmin().admin.registry.updateCompany({ id: group.id, hqCountry: "US", sourceNote: NOTE });
    expect(await cachedProducts()).toEqual([bystander.id]);
  });
});

async function scanAndView(barcode: string) {
  const user = await createUser(database.db, 5);
  const { caller } = callerFor(database.db, { principal: await userPrincipal(database.db, user.id) });
  const { scannedProduct } = await caller.scan.create({ barcode, clientScanId: clientScanId() });
  return caller.scannedProducts.get({ id: scannedProduct.id });
}

describe("admin.registry: the admin's edit shows in the shopper's next view (docs/admin.md, Brand Locations)", () => {
  it("a product of an unknown brand becomes American once its US owner is added, and Swedish when the owner changes", async () => {
    const { db } = database;
    const name = unique("Storyvalley");
    const product = await createProduct(db, { name: "Storyvalley crisps", brand: name, brandKey: brandKey(name) });
    const user = await createUser(db, 5);
    const { caller } = callerFor(db, { principal: await userPrincipal(db, user.id) });
    const { scannedProduct } = await caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
    expect(await caller.scannedProducts.get({ id: scannedProduct.id })).toMatchObject({ isAmerican: false, hq_country: null, ownershipChain: [] });
    expect((await asAdmin().admin.registry.unknownBrands()).brands.map((entry) => entry.brandKey)).toContain(brandKey(name));

    const american = await newCompany("Storyvalley Holdings Inc", "US");
    const brand = await asAdmin().admin.registry.createBrand({ name, ownerId: american.id, sourceNote: NOTE });
    expect(await caller.scannedProducts.get({ id: scannedProduct.id })).toMatchObject({
      isAmerican: true,
      hq_country: "US",
      facts: { hqCountry: { source: "admin", confidence: "high" } },
    });
    expect((await asAdmin().admin.registry.unknownBrands()).brands.map((entry) => entry.brandKey)).not.toContain(brandKey(name));

    const swedish = await newCompany("Storyvalley Sverige AB", "SE");
    await asAdmin().admin.registry.updateBrand({ id: brand.id, ownerId: swedish.id, sourceNote: NOTE });
    expect(await caller.scannedProducts.get({ id: scannedProduct.id })).toMatchObject({ isAmerican: false, hq_country: "SE" });
  });
});
