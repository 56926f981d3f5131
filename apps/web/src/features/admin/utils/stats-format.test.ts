import { afterEach, describe, expect, it } from "vitest";

import { activateLocale } from "@/i18n/i18n";
import { adminMessages } from "@/i18n/messages/admin/admin-messages";

import { countText, dayLabel, oneDecimalText, percentText } from "./stats-format";
import { countLine, emptyText, orNotAvailable } from "./suggestion-fields";

const t = adminMessages.t;

async function swedish() {
  await adminMessages.ensure("sv");
  activateLocale("sv");
}

describe("the statistics' figures", () => {
  afterEach(() => activateLocale("en"));

  it("writes counts, percentages and the one-decimal average the English way", () => {
    expect(countText(12345)).toBe("12,345");
    expect(percentText(29)).toBe("29%");
    expect(percentText(0)).toBe("0%");
    expect(oneDecimalText(2)).toBe("2.0");
    expect(oneDecimalText(2.3)).toBe("2.3");
  });

  it("writes them the Swedish way", async () => {
    await swedish();
    expect(countText(12345)).toBe("12\u00a0345");
    expect(percentText(29)).toBe("29\u00a0%");
    expect(oneDecimalText(2)).toBe("2,0");
  });

  it("labels a UTC day briefly in the active language", async () => {
    expect(dayLabel("2026-11-24")).toBe("Nov 24");
    expect(dayLabel("nonsense")).toBe("nonsense");
    await swedish();
    expect(dayLabel("2026-11-24")).toBe("24 nov.");
  });

  it("counts scans with plurals and grouped digits", async () => {
    expect(t("admin.usage.countryScans", { count: 1, percent: percentText(50) })).toBe("1 scan · 50%");
    expect(t("admin.usage.countryScans", { count: 1234, percent: percentText(7) })).toBe("1,234 scans · 7%");
    await swedish();
    expect(t("admin.usage.countryScans", { count: 1, percent: percentText(50) })).toBe("1 skanning · 50\u00a0%");
    expect(t("admin.usage.countryScans", { count: 1234, percent: percentText(7) })).toBe("1\u00a0234 skanningar · 7\u00a0%");
  });
});

describe("the suggestions' words", () => {
  afterEach(() => activateLocale("en"));

  it("keeps the spec's count line in English and agrees in number in Swedish", async () => {
    expect(countLine(3, 1)).toBe("3 pending, 1 approved");
    expect(countLine(1200, 2)).toBe("1,200 pending, 2 approved");
    await swedish();
    expect(countLine(3, 1)).toBe("3 väntande, 1 godkänt");
    expect(countLine(1200, 2)).toBe("1\u00a0200 väntande, 2 godkända");
  });

  it("says N/A and the empty states in Swedish", async () => {
    await swedish();
    expect(orNotAvailable("")).toBe("Saknas");
    expect(emptyText("pending")).toBe("Inga väntande förslag");
    expect(emptyText("all")).toBe("Inga förslag");
  });
});
