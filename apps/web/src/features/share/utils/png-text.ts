/**
 * Text inside a PNG: an `iTXt` chunk (PNG specification, 11.3.3.4) holding UTF-8 text under a keyword. The share
 * card carries its own words as its "Description", so the file says what it shows to whoever reads it — a screen
 * reader of a gallery, a test — without reading pixels (docs/sharing.md, "The card").
 */

const SIGNATURE_LENGTH = 8;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

let crcTable: Uint32Array | undefined;

/** CRC-32 as PNG computes it over a chunk's type and data (ISO 3309, the PNG specification's annex D). */
export function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  bytes.set(encoder.encode(type), 4);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}

interface ChunkAt {
  type: string;
  data: Uint8Array;
  /** Where the chunk ends (the next one starts). */
  end: number;
}

function* chunks(png: Uint8Array): Generator<ChunkAt> {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let offset = SIGNATURE_LENGTH;
  while (offset + 12 <= png.length) {
    const length = view.getUint32(offset);
    const type = decoder.decode(png.subarray(offset + 4, offset + 8));
    const end = offset + 12 + length;
    yield { type, data: png.subarray(offset + 8, offset + 8 + length), end };
    offset = end;
  }
}

/** The PNG with an uncompressed `iTXt` chunk of `text` under `keyword`, placed right after the header (IHDR). */
export function withPngText(png: Uint8Array, keyword: string, text: string): Uint8Array<ArrayBuffer> {
  const header = chunks(png).next();
  if (header.done || header.value.type !== "IHDR") throw new Error("not a PNG");
  // keyword, NUL, compression flag 0, method 0, no language tag (NUL), no translated keyword (NUL), the text.
  const data = new Uint8Array([...encoder.encode(keyword), 0, 0, 0, 0, 0, ...encoder.encode(text)]);
  const added = chunk("iTXt", data);
  const out = new Uint8Array(png.length + added.length);
  out.set(png.subarray(0, header.value.end));
  out.set(added, header.value.end);
  out.set(png.subarray(header.value.end), header.value.end + added.length);
  return out;
}

/** The PNG's uncompressed `iTXt` texts by keyword, and its size from the header. */
export function readPng(png: Uint8Array): { width: number; height: number; texts: Record<string, string> } {
  let size = { width: 0, height: 0 };
  const texts: Record<string, string> = {};
  for (const { type, data } of chunks(png)) {
    if (type === "IHDR") {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
      size = { width: view.getUint32(0), height: view.getUint32(4) };
    } else if (type === "iTXt" && data[data.indexOf(0) + 1] === 0) {
      const keywordEnd = data.indexOf(0);
      const languageEnd = data.indexOf(0, keywordEnd + 3);
      const translatedEnd = data.indexOf(0, languageEnd + 1);
      texts[decoder.decode(data.subarray(0, keywordEnd))] = decoder.decode(data.subarray(translatedEnd + 1));
    }
  }
  return { ...size, texts };
}
