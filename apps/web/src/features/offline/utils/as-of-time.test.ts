import { describe, expect, it } from "vitest";

import { asOfTime } from "./as-of-time";

describe("asOfTime", () => {
  const now = new Date(2026, 10, 24, 15, 0).getTime();

  it("gives the time alone for a copy fetched today", () => {
    expect(asOfTime(new Date(2026, 10, 24, 9, 5).getTime(), now, "en-GB")).toBe("09:05");
    expect(asOfTime(new Date(2026, 10, 24, 9, 5).getTime(), now, "sv")).toBe("09:05");
  });

  it("adds the day for a copy fetched on another day", () => {
    expect(asOfTime(new Date(2026, 10, 20, 18, 30).getTime(), now, "en-GB")).toBe("20 Nov, 18:30");
    expect(asOfTime(new Date(2026, 10, 20, 18, 30).getTime(), now, "sv")).toBe("20 nov. 18:30");
  });
});
