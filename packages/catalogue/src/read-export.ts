// Streams an Open Food Facts export of any size as CatalogueRecords: JSONL (our shipped file or OFF's
// JSONL dump) or CSV/TSV (OFF's CSV export is tab-separated), gzipped or not. The format is read from
// the content (a first line starting with "{" is JSONL), gzip from the magic bytes, so file names do
// not matter. Memory stays bounded: one line at a time, and the consumer's pace drives the reading.
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";

import { delimitedRows } from "./delimited";
import { catalogueRecordFromOffRow, type RowResult } from "./off-row";

async function isGzipped(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** The text lines of a file, gunzipped when needed, without line terminators. */
export async function* readLines(file: string): AsyncGenerator<string> {
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const input: Readable = (await isGzipped(file)) ? raw.pipe(createGunzip()) : raw;
  raw.on("error", (error) => input.destroy(error));
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let first = true;
  try {
    for await (const line of lines) {
      yield first ? line.replace(/^\uFEFF/u, "") : line;
      first = false;
    }
  } finally {
    lines.close();
    input.destroy();
  }
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

/** Every data row of `lines` (JSONL or delimited, decided by the first non-empty line) as a RowResult. */
export async function* exportRows(lines: AsyncIterable<string>): AsyncGenerator<RowResult> {
  const iterator = lines[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  do first = await iterator.next();
  while (!first.done && first.value.trim() === "");
  if (first.done) return;
  const firstLine = first.value;
  const rest: AsyncIterable<string> = {
    [Symbol.asyncIterator]: () => iterator,
  };

  if (firstLine.trimStart().startsWith("{")) {
    yield jsonRow(firstLine);
    for await (const line of rest) {
      if (line.trim() !== "") yield jsonRow(line);
    }
    return;
  }
  async function* withHeader(): AsyncGenerator<string> {
    yield firstLine;
    yield* rest;
  }
  for await (const row of delimitedRows(withHeader())) {
    yield row.ok ? catalogueRecordFromOffRow(row.row) : { ok: false, reason: "malformed" };
  }
}

/** The rows of an export file (see the top of this file). */
export function readOffExport(file: string): AsyncGenerator<RowResult> {
  return exportRows(readLines(file));
}
