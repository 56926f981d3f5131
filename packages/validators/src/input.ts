import { z } from "zod";

/**
 * What every input schema builds on (docs/security.md#input-limits), so that a client's text and ids
 * are bounded before anything reaches the database.
 */

/** The largest id a row can have: ids are PostgreSQL `integer`s (int4), so a larger one is a 400, never a query. */
export const INT32_MAX = 2_147_483_647;

export const NUL_MESSAGE = "must not contain a NUL character";

/** A text with no NUL (U+0000) anywhere: PostgreSQL text cannot hold one. The pattern shows in the OpenAPI document. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const NO_NUL = /^[^\u0000]*$/;

/** Text from a client, NUL refused. Every string in an input schema starts here. */
export const ZTextSchema = (params?: { error?: string }) => z.string(params).regex(NO_NUL, NUL_MESSAGE);

const bounded = (id: z.ZodNumber) =>
  id.int("id must be a whole number").positive("id must be positive").max(INT32_MAX, "id is too large");

/** A row's id in a path or a query (or a body field that may be either): a positive int32, text read as a number. */
export const ZIdSchema = bounded(z.coerce.number({ error: "id must be a number" }));

/** A row's id in a JSON body: a positive int32, and a number (not "5", not true). */
export const ZBodyIdSchema = bounded(z.number({ error: "id must be a number" }));

/**
 * A scanned product's public id (the `id` of /results/{id} and every scanned-product call): an
 * unguessable random token, never the row's number, so nobody can walk the scans of others
 * (docs/security.md#public-ids). Bounded and of URL-safe characters, so junk is a 400, never a query.
 */
export const ZPublicIdSchema = ZTextSchema({ error: "id must be text" })
  .min(1, "id must not be empty")
  .max(64, "id is too long")
  .regex(/^[A-Za-z0-9_-]+$/, "id must be letters, digits, - or _");
