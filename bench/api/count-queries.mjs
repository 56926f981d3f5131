// Preloaded into the production server by api-throughput.ts (`node --import`): counts every statement
// node-postgres sends (BEGIN and COMMIT included), as bench:queries does in-process, and answers the
// running total over the IPC channel the bench opened. Plain JavaScript: the built server runs on
// plain Node, without tsx. node-postgres is the one the server itself loads (resolved from its entry,
// `process.argv[1]`): a build in another worktree (`--server`) has its own copy.
import { createRequire } from "node:module";

const pg = createRequire(process.argv[1] ?? import.meta.url)("pg");

let queries = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  queries += 1;
  return query.apply(this, args);
};
process.on("message", (message) => {
  if (message === "queries") process.send?.({ queries });
});
// The IPC channel must not keep the server alive on its own.
process.channel?.unref();
