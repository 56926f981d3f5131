import { describe, expect, it } from "vitest";

import { approvedFilter, countLine, editValidationError, emptyText, orNotAvailable } from "./suggestion-fields";

describe("suggestion fields", () => {
  it("shows N/A for empty fields", () => {
    expect(orNotAvailable("")).toBe("N/A");
    expect(orNotAvailable("   ")).toBe("N/A");
    expect(orNotAvailable(null)).toBe("N/A");
    expect(orNotAvailable("Oatly")).toBe("Oatly");
  });

  it("requires a product name after trimming", () => {
    expect(editValidationError({ name: "" })).toBe("Product name is required");
    expect(editValidationError({ name: "   " })).toBe("Product name is required");
    expect(editValidationError({ name: " Oat drink " })).toBeNull();
  });

  it("maps tabs to the approved filter and empty texts", () => {
    expect(approvedFilter("pending")).toBe("false");
    expect(approvedFilter("approved")).toBe("true");
    expect(approvedFilter("all")).toBeUndefined();
    expect(emptyText("pending")).toBe("No pending suggestions found");
    expect(emptyText("approved")).toBe("No approved suggestions found");
    expect(emptyText("all")).toBe("No suggestions found");
  });

  it("words the count line", () => {
    expect(countLine(3, 1)).toBe("3 pending, 1 approved");
  });
});
