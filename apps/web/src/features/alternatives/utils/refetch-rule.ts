/**
 * docs/product.md, States: "Result screen": alternatives are re-fetched automatically when the product is American,
 * payment was needed, and the user now has more than 0 scans remaining. "Now" is read as: the scans
 * count was updated after the answer that asked for payment (a purchase, a sign-in), so an answer
 * that needs payment although scans remain (a network over its daily guest budget) is asked again
 * once per change of the count, never in a loop.
 */
export interface RefetchInput {
  isAmerican: boolean;
  needsPayment: boolean;
  /** The viewer's scans remaining, or undefined while unknown. */
  scansRemaining: number | undefined;
  /** When the alternatives answer arrived (ms since the epoch). */
  alternativesUpdatedAt: number;
  /** When the scans count arrived (ms since the epoch). */
  scansUpdatedAt: number;
}

export function shouldRefetchAlternatives(input: RefetchInput): boolean {
  return (
    input.isAmerican &&
    input.needsPayment &&
    input.scansRemaining !== undefined &&
    input.scansRemaining > 0 &&
    input.scansUpdatedAt > input.alternativesUpdatedAt
  );
}

/** Which payment panel a needs-payment answer shows: signed-in users can buy, guests should log in first. */
export function paymentPanelKind(signedIn: boolean): "purchase" | "login" {
  return signedIn ? "purchase" : "login";
}
