import { DONATION_AMOUNTS, type TDonationAmount } from "@productcheck/validators/donation";

import { formatMoney } from "@/i18n/format";
import { paymentMessages } from "@/i18n/messages/payment/payment-messages";

/** docs/product.md, Constants: the default donation is the first amount, €1. */
export const DEFAULT_DONATION: TDonationAmount = DONATION_AMOUNTS[0];

/** "€1", or with `decimals` 2 "€1.00" (docs/product.md, Constants: the Donate button shows two decimals). */
export function formatEuros(amount: number, decimals: 0 | 2 = 0): string {
  return formatMoney(amount, { decimals });
}

/** The amount a donation tab's value names, or the default for anything else. */
export function donationAmountOf(value: string | null): TDonationAmount {
  return DONATION_AMOUNTS.find((amount) => String(amount) === value) ?? DEFAULT_DONATION;
}

/** What a donation buys, said before the card form: "€1 buys 25 scans". */
export function scansBoughtText(amount: TDonationAmount, scansPerEuro: number): string {
  return paymentMessages.t("payment.buys", { amount: formatEuros(amount), count: amount * scansPerEuro });
}
