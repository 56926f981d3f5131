import { afterEach, describe, expect, it } from "vitest";

import { activateLocale } from "@/i18n/i18n";
import { offlineMessages } from "@/i18n/messages/offline/offline-messages";

import { keptScanMessage, noAnswerCause } from "./no-answer-cause";

describe("why a scan got no answer", () => {
  afterEach(() => activateLocale("en"));

  it("is offline only when the device has no network; with one, our server was out of reach", () => {
    expect(noAnswerCause(false)).toBe("offline");
    expect(noAnswerCause(true)).toBe("server-unreachable");
  });

  it("says so in the Saved for later toast, in English and Swedish", async () => {
    const say = (online: boolean) => offlineMessages.t(keptScanMessage(noAnswerCause(online)), { barcode: "4006381333931" });
    expect(say(false)).toBe("You're offline. 4006381333931 will be looked up when the connection returns.");
    expect(say(true)).toBe("We can't reach ProductCheck right now. 4006381333931 will be looked up when the connection returns.");
    await offlineMessages.ensure("sv");
    activateLocale("sv");
    expect(say(true)).toBe("Vi når inte ProductCheck just nu. 4006381333931 slås upp när anslutningen är tillbaka.");
    expect(say(false)).toBe("Du är offline. 4006381333931 slås upp när anslutningen är tillbaka.");
  });
});
