/** SPEC §9: the donation amounts in euros, the first being the default. */
export const donationAmounts = [1, 10] as const;

export type DonationAmount = (typeof donationAmounts)[number];

export function formatEuros(amount: number, decimals: 0 | 2 = 0): string {
  return `€${amount.toFixed(decimals)}`;
}
