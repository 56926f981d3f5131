import { describe, expect, it } from "vitest";

import { creditedResult, paymentPageResult, paymentResultFor, paymentResultTitle } from "./payment-result";

describe("paymentResultFor (docs/product.md, States's table)", () => {
  it("keeps a succeeded payment loading until the server has been told", () => {
    expect(paymentResultFor("succeeded")).toEqual({ state: "loading", message: null });
  });

  it("shows a processing payment as loading", () => {
    expect(paymentResultFor("processing")).toEqual({ state: "loading", message: "Your payment is processing." });
  });

  it("asks to try again when the payment method was refused", () => {
    expect(paymentResultFor("requires_payment_method")).toEqual({
      state: "error",
      message: "Your payment was not successful, please try again.",
    });
  });

  it("says something went wrong for any other status and for an unreadable one", () => {
    for (const status of ["canceled", "requires_action", "requires_confirmation", "requires_capture", "", null]) {
      expect(paymentResultFor(status), String(status)).toEqual({ state: "error", message: "Something went wrong." });
    }
  });
});

describe("creditedResult", () => {
  it("says the scans were added when the server credited them, now or before", () => {
    for (const answer of ["credited", "already-credited"] as const) {
      expect(creditedResult(answer)).toEqual({
        state: "success",
        message: "Your donation was received. Your scans have been added.",
      });
    }
  });

  it("promises them for later when the server could not confirm the payment yet", () => {
    for (const answer of ["processing", "failed"] as const) {
      expect(creditedResult(answer)).toEqual({
        state: "success",
        message: "Your donation was received. Your scans will be added shortly.",
      });
    }
  });
});

describe("paymentPageResult", () => {
  it("shows success without a client secret in the address", () => {
    expect(paymentPageResult({ hasClientSecret: false, status: undefined, credit: undefined })).toEqual({
      state: "success",
      message: "Thank you for your support!",
    });
  });

  it("is loading while the status is looked up and while the server is told", () => {
    const loading = { state: "loading", message: null };
    expect(paymentPageResult({ hasClientSecret: true, status: undefined, credit: undefined })).toEqual(loading);
    expect(paymentPageResult({ hasClientSecret: true, status: "succeeded", credit: undefined })).toEqual(loading);
  });

  it("shows the server's answer for a succeeded payment", () => {
    expect(paymentPageResult({ hasClientSecret: true, status: "succeeded", credit: "credited" })).toEqual(
      creditedResult("credited"),
    );
  });

  it("shows the table's result for any other status, and an unreadable one as an error", () => {
    expect(paymentPageResult({ hasClientSecret: true, status: "processing", credit: undefined })).toEqual(
      paymentResultFor("processing"),
    );
    expect(paymentPageResult({ hasClientSecret: true, status: null, credit: undefined })).toEqual({
      state: "error",
      message: "Something went wrong.",
    });
  });
});

describe("the page's titles", () => {
  it("match the spec", () => {
    expect(paymentResultTitle("loading")).toBe("Processing your donation...");
    expect(paymentResultTitle("success")).toBe("Thank You!");
    expect(paymentResultTitle("error")).toBe("Payment Failed");
  });
});
