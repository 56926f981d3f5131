import { describe, expect, it } from "vitest";

import { createTrpcClient, TRPC_BATCH_LIMITS } from "./trpc";

describe("the tRPC client's batches", () => {
  it("stay under the URL length and item limits however many queries start at once", async () => {
    const urls: string[] = [];
    const client = createTrpcClient(async (url) => {
      const href = String(url);
      urls.push(href);
      const count = decodeURIComponent(new URL(href, "http://app.test").pathname).split(",").length;
      return new Response(JSON.stringify(Array.from({ length: count }, () => ({ result: { data: null } }))), {
        headers: { "content-type": "application/json" },
      });
    });

    // 60 result pages at once, as a long saved list with prefetching could ask.
    await Promise.all(Array.from({ length: 60 }, (_, i) => client.scannedProducts.get.query({ id: `scan${1_000_000 + i}` }).catch(() => null)));

    expect(urls.length).toBeGreaterThanOrEqual(6);
    for (const url of urls) {
      expect(`http://app.test${url}`.length).toBeLessThanOrEqual(TRPC_BATCH_LIMITS.maxURLLength + "http://app.test".length);
      expect(decodeURIComponent(new URL(url, "http://app.test").pathname).split(",").length).toBeLessThanOrEqual(TRPC_BATCH_LIMITS.maxItems);
    }
  });
});
