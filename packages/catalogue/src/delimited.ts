// A streaming reader for delimited text exports, line by line, in bounded memory.
// - Tab-separated (OFF's "CSV" export is TSV): no quoting, a field is everything between two tabs.
// - Comma- or semicolon-separated: RFC 4180 quoting ("a ""quoted"" field", line breaks inside quotes).
// The first non-empty line is the header and names the columns. A line whose field count differs from
// the header's, or an unterminated quote, is reported as malformed and reading goes on.

export type DelimitedRow = { ok: true; row: Record<string, string> } | { ok: false };

/** A record may span lines only inside quotes; a quote left open this long is taken as malformed. */
const MAX_RECORD_LINES = 1_000;

export function detectDelimiter(header: string): "\t" | ";" | "," {
  if (header.includes("\t")) return "\t";
  const count = (character: string): number => header.split(character).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

/**
 * Splits one record with RFC 4180 quoting. Returns null when a quote is still open at the end (the
 * record continues on the next line).
 */
export function splitQuoted(record: string, delimiter: string): string[] | null {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  while (i < record.length) {
    const character = record.charAt(i);
    if (quoted) {
      if (character === '"') {
        if (record.charAt(i + 1) === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += character;
      }
    } else if (character === '"' && field === "") {
      quoted = true;
    } else if (character === delimiter) {
      fields.push(field);
      field = "";
    } else {
      field += character;
    }
    i++;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}

/** Column-name -> value rows of the delimited text whose lines are `lines`. */
export async function* delimitedRows(lines: AsyncIterable<string>): AsyncGenerator<DelimitedRow> {
  let header: string[] | null = null;
  let delimiter = ",";
  let pending: string | null = null;
  let pendingLines = 0;

  const toRow = (fields: string[], columns: string[]): DelimitedRow => {
    if (fields.length !== columns.length) return { ok: false };
    const row: Record<string, string> = {};
    columns.forEach((column, i) => {
      row[column] = fields[i] ?? "";
    });
    return { ok: true, row };
  };

  for await (const line of lines) {
    if (header === null) {
      if (line.trim() === "") continue;
      delimiter = detectDelimiter(line);
      header = (delimiter === "\t" ? line.split("\t") : (splitQuoted(line, delimiter) ?? line.split(delimiter))).map(
        (name) => name.trim(),
      );
      continue;
    }
    if (delimiter === "\t") {
      if (line === "") continue;
      yield toRow(line.split("\t"), header);
      continue;
    }
    const record: string = pending === null ? line : `${pending}\n${line}`;
    if (pending === null && record === "") continue;
    const fields = splitQuoted(record, delimiter);
    if (fields === null) {
      pendingLines++;
      if (pendingLines < MAX_RECORD_LINES) {
        pending = record;
        continue;
      }
      yield { ok: false };
    } else {
      yield toRow(fields, header);
    }
    pending = null;
    pendingLines = 0;
  }
  if (pending !== null) yield { ok: false };
}
