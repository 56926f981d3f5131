// A local HTTP server standing in for Open Food Facts' export site (static.openfoodfacts.org/data): it
// serves the files a test gives it — an export, a delta index, delta files — with the Content-Length,
// ETag and Last-Modified a static file server sends, and can fail a file on purpose (an HTTP error, or
// a body cut off after some bytes, as a dropped connection does).
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

export interface ServedFile {
  body: string | Buffer;
  /** Sent gzipped (a `.gz` file of the export site), not as Content-Encoding. */
  gzip?: boolean;
  /** Answer this status instead of the file. */
  status?: number;
  lastModified?: Date;
  /** Send this many bytes of the body, then drop the connection. */
  breakAfterBytes?: number;
}

export interface ExportServer {
  /** The URL of `path` ("/data/delta/index.txt") on the server. */
  url(path: string): string;
  /** Serves `file` at `path` from now on (replacing what was there). */
  serve(path: string, file: ServedFile): void;
  /** Paths asked for, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

export async function startExportServer(): Promise<ExportServer> {
  const files = new Map<string, ServedFile>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    requests.push(path);
    const file = files.get(path);
    if (!file || (file.status !== undefined && file.status !== 200)) {
      const status = file?.status ?? 404;
      response.writeHead(status, { "content-type": "text/plain" }).end(status === 404 ? "Not Found" : "Error");
      return;
    }
    const body = file.gzip ? gzipSync(file.body) : Buffer.from(file.body);
    response.writeHead(200, {
      "content-type": file.gzip ? "application/gzip" : "text/plain; charset=utf-8",
      "content-length": body.length,
      etag: `"${createHash("sha256").update(body).digest("hex").slice(0, 16)}"`,
      "last-modified": (file.lastModified ?? new Date("2026-11-01T00:00:00Z")).toUTCString(),
    });
    if (file.breakAfterBytes === undefined) {
      response.end(body);
      return;
    }
    response.write(body.subarray(0, file.breakAfterBytes), () => {
      // Give the bytes time to reach the client before the connection drops.
      setTimeout(() => response.socket?.destroy(), 50);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, file) => {
      files.set(path, file);
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
