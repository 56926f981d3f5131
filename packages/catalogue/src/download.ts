// Downloads for the catalogue sync (docs/origin.md, The catalogue): an export or a delta file is read as
// it arrives, never held whole, and any failure of the export site — refused connection, HTTP error, a
// body that breaks off or does not gunzip — is reported as a DownloadError that says which file and what
// went wrong, so the sync can tell it from a database failure and stop without recording the file.
import { readStreamLines } from "./read-export";

export class DownloadError extends Error {
  override name = "DownloadError";
}

export interface Download {
  /** The file's lines, gunzipped on the fly when it is gzipped. */
  lines: AsyncGenerator<string>;
  /** Content-Length, when the server gave it (the bytes on the wire, compressed). */
  totalBytes: number | null;
  /** Bytes received so far. */
  readonly bytesRead: number;
  /** The file's identity: its ETag, else its Last-Modified and length; "" when the server gave neither. */
  version: string;
  /** The file's Last-Modified, when given. */
  lastModified: Date | null;
}

/** What went wrong, in a few words: the network error's code or message. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ? `${cause.message} (${code})` : cause.message;
  }
  return error.message;
}

const megabytes = (bytes: number): string => `${(bytes / 1_000_000).toFixed(1)} MB`;

async function get(url: string, userAgent: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { "User-Agent": userAgent } });
  } catch (error) {
    throw new DownloadError(`Could not download ${url}: ${reason(error)}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => {});
    throw new DownloadError(`Could not download ${url}: HTTP ${response.status} ${response.statusText}`.trimEnd());
  }
  return response;
}

/** Starts downloading `url`; its lines are read as they arrive (see Download). */
export async function openDownload(url: string, userAgent: string): Promise<Download> {
  const response = await get(url, userAgent);
  const length = Number(response.headers.get("content-length") ?? Number.NaN);
  const totalBytes = Number.isSafeInteger(length) && length >= 0 ? length : null;
  const lastModifiedHeader = response.headers.get("last-modified");
  const lastModified = lastModifiedHeader && !Number.isNaN(Date.parse(lastModifiedHeader)) ? new Date(lastModifiedHeader) : null;
  const etag = response.headers.get("etag");
  const version = etag ?? (lastModifiedHeader && totalBytes !== null ? `${lastModifiedHeader}; ${totalBytes} bytes` : "");

  let bytesRead = 0;
  const body = response.body as unknown as AsyncIterable<Uint8Array>;
  async function* counted(): AsyncGenerator<Uint8Array> {
    for await (const chunk of body) {
      bytesRead += chunk.length;
      yield chunk;
    }
  }
  async function* lines(): AsyncGenerator<string> {
    try {
      yield* readStreamLines(counted());
    } catch (error) {
      throw new DownloadError(`The download of ${url} failed after ${megabytes(bytesRead)}: ${reason(error)}`);
    }
  }
  return {
    lines: lines(),
    totalBytes,
    get bytesRead() {
      return bytesRead;
    },
    version,
    lastModified,
  };
}

/** A small text file (the delta index), whole. */
export async function downloadText(url: string, userAgent: string): Promise<string> {
  const response = await get(url, userAgent);
  try {
    return await response.text();
  } catch (error) {
    throw new DownloadError(`The download of ${url} failed: ${reason(error)}`);
  }
}
