import * as zlib from "node:zlib";

import { LRUCache } from "lru-cache";

/** The one-shot compressors @fastify/compress calls for an answer held in memory (Brotli, gzip). */
const ONE_SHOT = ["brotliCompressSync", "gzipSync"] as const;
type OneShot = (typeof ONE_SHOT)[number];
type Compress = (input: Buffer, options?: object) => Buffer;

/**
 * node:zlib for @fastify/compress (its `zlib` option), with the one-shot compressors remembering their
 * latest answers by the exact bytes given (and the options object): a body sent again — a product view
 * many shoppers open, the same user's account — is compressed once, not per request. Compression is a
 * function of the bytes and the options, so the answer is the same bytes as compressing again. A
 * guest's product view of 1.2 kB took ~100 µs of Brotli per request in the loaded server, more than the
 * rest of its GET (docs/performance.md, "Ceilings next to each scenario, and compressed answers
 * remembered"). At most `maxBytes` of inputs and outputs are kept, the least recently used going first;
 * everything else is node:zlib itself.
 */
export function rememberingZlib(maxBytes: number): typeof zlib {
  const remembering = Object.fromEntries(ONE_SHOT.map((name) => [name, rememberAnswers(zlib[name] as Compress, maxBytes)])) as Record<OneShot, Compress>;
  return { ...zlib, ...remembering } as typeof zlib;
}

function rememberAnswers(compress: Compress, maxBytes: number): Compress {
  // By options object: @fastify/compress passes the same one for every answer of an encoding.
  const byOptions = new Map<object | undefined, LRUCache<string, Buffer>>();
  return (input, options) => {
    let answers = byOptions.get(options);
    if (!answers) {
      answers = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (output, key) => output.length + key.length });
      byOptions.set(options, answers);
    }
    // latin1 maps each byte to one character, so equal keys are equal bytes.
    const key = input.toString("latin1");
    let output = answers.get(key);
    if (output === undefined) {
      output = compress(input, options);
      answers.set(key, output);
    }
    return output;
  };
}
