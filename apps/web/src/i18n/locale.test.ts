import { describe, expect, it } from "vitest";

import { pickLocale, supportedLocale } from "./locale";

describe("pickLocale", () => {
  it("follows the browser: Swedish for sv, English otherwise", () => {
    expect(pickLocale(null, ["sv-SE", "en-US"])).toBe("sv");
    expect(pickLocale(null, ["sv"])).toBe("sv");
    expect(pickLocale(null, ["en-US", "sv-SE"])).toBe("en");
    expect(pickLocale(null, ["de-DE"])).toBe("en");
    expect(pickLocale(null, [])).toBe("en");
  });

  it("takes the first language the app speaks", () => {
    expect(pickLocale(null, ["de-DE", "sv-SE", "en"])).toBe("sv");
    expect(pickLocale(null, ["fi-FI", "en-GB", "sv"])).toBe("en");
  });

  it("prefers the language chosen in the menu", () => {
    expect(pickLocale("en", ["sv-SE"])).toBe("en");
    expect(pickLocale("sv", ["en-US"])).toBe("sv");
  });

  it("ignores a stored value that is no language of the app", () => {
    expect(pickLocale("de", ["sv-SE"])).toBe("sv");
  });
});

describe("supportedLocale", () => {
  it("reads the primary language of a tag", () => {
    expect(supportedLocale("sv-SE")).toBe("sv");
    expect(supportedLocale("SV_fi")).toBe("sv");
    expect(supportedLocale("en-GB")).toBe("en");
    expect(supportedLocale("nb-NO")).toBeNull();
    expect(supportedLocale("*")).toBeNull();
  });
});
