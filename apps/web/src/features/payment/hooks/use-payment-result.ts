import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

import { useConfirmPaymentSuccess } from "../api/confirm-payment-success";
import { usePaymentConfig } from "../api/payment-config";
import { loadStripeOnce } from "../utils/load-stripe";
import { paymentPageResult, type PaymentResult } from "../utils/payment-result";
import { readPaymentStatus } from "../utils/payment-status";

/**
 * The payment result page's state (docs/product.md, States): the PaymentIntent's status read with Stripe.js, and
 * for a succeeded payment the server's answer once it was told (once per page and client secret).
 */
export function usePaymentResult(clientSecret: string | undefined): PaymentResult {
  const config = usePaymentConfig();
  const publishableKey = config.data?.enabled ? config.data.publishableKey : null;
  const status = useQuery({
    queryKey: ["payments", "payment-intent-status", clientSecret],
    queryFn: () => readPaymentStatus(loadStripeOnce, publishableKey ?? "", clientSecret ?? ""),
    enabled: clientSecret !== undefined && publishableKey !== null,
  });
  const credit = useConfirmPaymentSuccess();
  const { mutate: tellServer } = credit;

  const told = useRef<string | null>(null);
  useEffect(() => {
    if (status.data !== "succeeded" || clientSecret === undefined || told.current === clientSecret) return;
    told.current = clientSecret;
    tellServer({ clientSecret }, { onError: (error) => console.error("Payment confirmation failed:", error) });
  }, [clientSecret, status.data, tellServer]);

  // Without Stripe keys (or their settings) the status cannot be read at all.
  const unreadable = config.isError || (config.isSuccess && publishableKey === null);
  return paymentPageResult({
    hasClientSecret: clientSecret !== undefined,
    status: unreadable ? null : status.data,
    credit: credit.isError ? "failed" : credit.data?.status,
  });
}
