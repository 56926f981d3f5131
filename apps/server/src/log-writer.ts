import { write, writeSync } from "node:fs";

/** How long a write that found the pipe full (EAGAIN) waits before it tries again, as sonic-boom does. */
const RETRY_MS = 100;

/**
 * The server log's destination for pino: lines are gathered in memory and written to a file descriptor
 * in batches of at least `minChars` characters, one asynchronous write at a time, and at exit whatever is
 * left is written synchronously (docs/performance.md, "API throughput"). It replaces `pino.destination({ sync: false,
 * minLength })` (sonic-boom), which measured the UTF-8 length of its whole pending batch again for every
 * line it took in: a line per request made that a cost per request that grew with the batch.
 */
export class LogWriter {
  #pending: string[] = [];
  #pendingChars = 0;
  /** The batch being written, from `#offset` on; null when no write is under way. */
  #writing: Buffer | null = null;
  #offset = 0;
  #flushed: (() => void)[] = [];

  constructor(
    private readonly fd: number,
    private readonly minChars: number,
  ) {}

  /** Takes a line (pino calls this once per log line). */
  write(line: string): boolean {
    this.#pending.push(line);
    this.#pendingChars += line.length;
    if (this.#writing === null && this.#pendingChars >= this.minChars) this.#writeNext();
    return true;
  }

  /** Starts writing whatever is pending; `done` is called once all of it has been written. */
  flush(done?: () => void): void {
    if (done) this.#flushed.push(done);
    if (this.#writing === null) this.#writeNext();
  }

  /**
   * Writes the lines not yet handed to a write, synchronously (at exit: the process ends right after).
   * A batch already being written is left to its write, as sonic-boom's flushSync leaves it.
   */
  flushSync(): void {
    const rest = this.#takePending();
    for (let offset = 0; rest && offset < rest.length; ) {
      try {
        offset += writeSync(this.fd, rest, offset);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
      }
    }
  }

  #takePending(): Buffer | undefined {
    if (this.#pending.length === 0) return undefined;
    const batch = Buffer.from(this.#pending.join(""));
    this.#pending = [];
    this.#pendingChars = 0;
    return batch;
  }

  #writeNext(): void {
    const batch = this.#takePending();
    if (!batch) {
      for (const done of this.#flushed.splice(0)) done();
      return;
    }
    this.#writing = batch;
    this.#offset = 0;
    this.#writeRest();
  }

  #writeRest(): void {
    const batch = this.#writing;
    if (batch === null) return;
    write(this.fd, batch, this.#offset, batch.length - this.#offset, null, (error, written) => {
      if (error) {
        if (error.code === "EAGAIN") {
          setTimeout(() => this.#writeRest(), RETRY_MS);
          return;
        }
        // A log that cannot be written must not take the server down; the lines are dropped.
        this.#writing = null;
        this.#writeNext();
        return;
      }
      this.#offset += written;
      if (this.#offset < batch.length) {
        this.#writeRest();
        return;
      }
      this.#writing = null;
      if (this.#pendingChars >= this.minChars || this.#flushed.length > 0) this.#writeNext();
    });
  }
}
