import { gzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { readStreamLines } from "./read-export";

/** 1 MB chunks of 1,000-byte lines, counting what was asked for. */
function source(chunks: number, gzip: boolean) {
  const chunk = Buffer.from(`${"x".repeat(999)}\n`.repeat(1000));
  const sent = gzip ? gzipSync(chunk) : chunk;
  const counter = { chunks: 0 };
  async function* generate(): AsyncGenerator<Buffer> {
    for (let i = 0; i < chunks; i++) {
      counter.chunks++;
      yield sent;
    }
  }
  return { counter, stream: generate() };
}

describe("readStreamLines", () => {
  it.each([false, true])("reads a stream at the consumer's pace, not as fast as it comes (gzip: %s)", async (gzip) => {
    const { counter, stream } = source(1000, gzip);
    let lines = 0;
    for await (const line of readStreamLines(stream)) {
      expect(line).toHaveLength(999);
      if (++lines === 5000) break;
    }
    // 5 MB of lines read; a reader without backpressure would have pulled all 1,000 chunks by now.
    // A gzipped chunk is a few kB, so a megabyte of buffered input holds a few hundred of them.
    expect(counter.chunks).toBeLessThan(gzip ? 500 : 20);
  });

  it("splits \\n and \\r\\n lines across chunk boundaries, multi-byte characters too, and drops a BOM", async () => {
    const text = Buffer.from("\uFEFFfirst\r\nsäcond\nthird");
    async function* bytes(): AsyncGenerator<Buffer> {
      for (let i = 0; i < text.length; i += 3) yield text.subarray(i, i + 3);
    }
    const lines: string[] = [];
    for await (const line of readStreamLines(bytes())) lines.push(line);
    expect(lines).toEqual(["first", "säcond", "third"]);
  });
});
