// New PGlite databases from an in-memory snapshot: loading one takes ~0.3 s where initdb (plus
// migrations) takes seconds. The snapshot is made once per process and key.
import { PGlite } from "@electric-sql/pglite";

const snapshots = new Map<string, Promise<Blob>>();

/**
 * A new PGlite database, in `dataDir` (which must not hold one yet) or in memory, holding what
 * `prepare` did on the first database made under `key` in this process.
 */
export async function pgliteFromSnapshot(
  key: string,
  prepare: (db: PGlite) => Promise<unknown>,
  dataDir?: string,
): Promise<PGlite> {
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    snapshot = (async () => {
      const db = await PGlite.create();
      try {
        await prepare(db);
        return await db.dumpDataDir("none");
      } finally {
        await db.close();
      }
    })();
    snapshots.set(key, snapshot);
    snapshot.catch(() => snapshots.delete(key));
  }
  return PGlite.create({ dataDir, loadDataDir: await snapshot });
}
