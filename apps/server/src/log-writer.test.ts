import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { LogWriter } from "./log-writer";

const opened: number[] = [];
function logFile() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "log-writer-")), "out.log");
  const fd = openSync(file, "w");
  opened.push(fd);
  return { fd, read: () => readFileSync(file, "utf8") };
}
afterEach(() => {
  for (const fd of opened.splice(0)) closeSync(fd);
});
const flushed = (writer: LogWriter) => new Promise<void>((resolve) => writer.flush(resolve));

describe("LogWriter", () => {
  it("holds lines until a batch is full, then writes them in order", async () => {
    const { fd, read } = logFile();
    const writer = new LogWriter(fd, 20);
    writer.write("one\n");
    writer.write("two\n");
    expect(read()).toBe("");
    writer.write("three: ååå\n");
    writer.write("four\n");
    await flushed(writer);
    expect(read()).toBe("one\ntwo\nthree: ååå\nfour\n");
  });

  it("writes a partial batch when flushed, and keeps lines taken during a write for the next", async () => {
    const { fd, read } = logFile();
    const writer = new LogWriter(fd, 10);
    const lines = Array.from({ length: 500 }, (_, i) => `{"line":${i},"text":"ünïcode ✓"}\n`);
    for (const line of lines) writer.write(line);
    writer.write("last, short\n");
    await flushed(writer);
    expect(read()).toBe([...lines, "last, short\n"].join(""));
  });

  it("writes the lines not yet handed to a write synchronously (at exit)", async () => {
    const { fd, read } = logFile();
    const writer = new LogWriter(fd, 10);
    writer.write("a line being written\n");
    writer.write("a pending line\n");
    writer.flushSync();
    expect(read()).toContain("a pending line\n");
    await flushed(writer);
    expect(read().split("\n").sort()).toEqual(["", "a line being written", "a pending line"]);
  });

  it("calls back a flush with nothing to write at once", async () => {
    const { fd, read } = logFile();
    await flushed(new LogWriter(fd, 10));
    expect(read()).toBe("");
  });
});
