// Streams an Open Food Facts export of any size as CatalogueRecords: JSONL (our shipped file or OFF's
// JSONL dump) or CSV/TSV (OFF's CSV export is tab-separated), gzipped or not. The format is read from
// the content (a first line starting with "{" is JSONL), gzip from the magic bytes, so file names do
// not matter. Memory stays bounded: one line at a time, and the consumer's pace drives the reading.
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";

import { delimitedRows } from "./delimited";
import { catalogueRecordFromOffRow, type RowResult } from "./off-row";

const isGzip = (head: Buffer): boolean => head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;

/**
 * The lines of a stream of text chunks, without terminators (\n or \r\n). Written out rather than
 * taken from node:readline, whose async iterator reads its input as fast as it comes whatever the
 * consumer's pace: an export downloading faster than the database writes would pile up in memory.
 * Here the next chunk is asked for only when the lines of the last one are used up.
 */
async function* splitLines(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  const line = (text: string): string => (text.endsWith("\r") ? text.slice(0, -1) : text);
  let rest = "";
  for await (const chunk of chunks) {
    const parts = (rest + (typeof chunk === "string" ? chunk : decoder.write(chunk))).split("\n");
    rest = parts.pop() ?? "";
    for (const part of parts) yield line(part);
  }
  rest += decoder.end();
  if (rest !== "") yield line(rest);
}

/**
 * The text lines of a byte stream (a file, a download), gunzipped on the fly when it starts with
 * gzip's magic bytes, without line terminators. The consumer's pace drives the reading: memory holds
 * a chunk or two whatever the stream's size.
 */
export async function* readStreamLines(source: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  while (headBytes < 2) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(Buffer.from(next.value));
    headBytes += next.value.length;
  }
  const first = Buffer.concat(head);
  async function* bytes(): AsyncGenerator<Buffer> {
    if (first.length > 0) yield first;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield Buffer.from(next.value);
  }
  const raw = Readable.from(bytes(), { objectMode: false, highWaterMark: 1 << 20 });
  const input: Readable = isGzip(first) ? raw.pipe(createGunzip()) : raw;
  raw.on("error", (error) => input.destroy(error));
  let firstLine = true;
  try {
    for await (const text of splitLines(input)) {
      yield firstLine ? text.replace(/^\uFEFF/u, "") : text;
      firstLine = false;
    }
  } finally {
    input.destroy();
    raw.destroy();
    // Closes the source (a file's descriptor, a download's connection) when reading stopped early.
    void Promise.resolve(iterator.return?.()).catch(() => {});
  }
}

/** The text lines of a file, gunzipped when needed, without line terminators. */
export function readLines(file: string): AsyncGenerator<string> {
  return readStreamLines(createReadStream(file, { highWaterMark: 1 << 20 }));
}

function jsonRow(line: string): RowResult {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, reason: "malformed" };
  return catalogueRecordFromOffRow(value as Record<string, unknown>);
}

/**
 * Every data row of `lines` (JSONL or delimited, decided by the first non-empty line) as a RowResult.
 * The first `skip` rows are passed over unread (a resumed import skips what it has written).
 */
export async function* exportRows(lines: AsyncIterable<string>, skip = 0): AsyncGenerator<RowResult> {
  const iterator = lines[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  do first = await iterator.next();
  while (!first.done && first.value.trim() === "");
  if (first.done) return;
  const firstLine = first.value;
  const rest: AsyncIterable<string> = {
    [Symbol.asyncIterator]: () => iterator,
  };
  let toSkip = skip;

  if (firstLine.trimStart().startsWith("{")) {
    if (toSkip > 0) toSkip--;
    else yield jsonRow(firstLine);
    for await (const line of rest) {
      if (line.trim() === "") continue;
      if (toSkip > 0) toSkip--;
      else yield jsonRow(line);
    }
    return;
  }
  async function* withHeader(): AsyncGenerator<string> {
    yield firstLine;
    yield* rest;
  }
  for await (const row of delimitedRows(withHeader())) {
    if (toSkip > 0) toSkip--;
    else yield row.ok ? catalogueRecordFromOffRow(row.row) : { ok: false, reason: "malformed" };
  }
}

/** The rows of an export file (see the top of this file). */
export function readOffExport(file: string): AsyncGenerator<RowResult> {
  return exportRows(readLines(file));
}
