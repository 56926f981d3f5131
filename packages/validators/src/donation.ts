/** docs/product.md, Constants: the donation amounts in euros (the first is the default). */
export const DONATION_AMOUNTS = [1, 10] as const;
export type TDonationAmount = (typeof DONATION_AMOUNTS)[number];

/** docs/product.md, Constants and docs/quotas.md: a donation of €1 buys 25 scans, €10 buys 250. */
export const SCANS_PER_EURO = 25;
