/**
 * Sharing a verdict (docs/sharing.md): the card as a picture where the device can share files (phones), else the
 * text and link through the share sheet, else the link copied to the clipboard (desktops). Loaded only when
 * the shopper taps Share, so the result screen's first load does not carry it.
 */
import { renderShareCard, type ShareCard } from "./draw-share-card";
import { publicVerdictPath, type ShareFacts } from "./share-facts";

export type ShareOutcome = "shared-image" | "shared-link" | "copied" | "cancelled" | "share-again";

/** What a share sends besides the picture: a title, a line of text, and the public verdict's address. */
export function shareMessage(facts: ShareFacts, origin: string): { title: string; text: string; url: string } {
  return {
    title: `${facts.name}: ${facts.verdict}`,
    text: `${facts.name}: ${facts.verdict}. ${facts.madeIn}.`,
    url: `${origin}${publicVerdictPath(facts.barcode)}`,
  };
}

/** Whether this browser shares PNG files (asked with an empty one, before any card is drawn). */
function sharesFiles(): boolean {
  return typeof navigator.canShare === "function" && navigator.canShare({ files: [new File([], "card.png", { type: "image/png" })] });
}

const cards = new Map<string, Promise<ShareCard>>();

/** The card of these facts, drawn once per page (a second tap does not draw it again). */
export function prepareShareCard(facts: ShareFacts): Promise<ShareCard> {
  const key = JSON.stringify(facts);
  let card = cards.get(key);
  if (!card) {
    card = renderShareCard(facts, { name: "ProductCheck", address: location.host });
    cards.set(key, card);
    card.catch(() => cards.delete(key));
  }
  return card;
}

function isNamed(error: unknown, name: string): boolean {
  return error instanceof DOMException && error.name === name;
}

/** Starts drawing the card as the finger lands, when the card is what will be shared, so the tap finds it ready. */
export function prepareShareCardIfShared(facts: ShareFacts): void {
  if (sharesFiles()) void prepareShareCard(facts).catch(() => undefined);
}

/**
 * Shares the verdict (module comment). "cancelled": the shopper closed the share sheet. "share-again": drawing the
 * card took longer than the browser keeps a tap's permission to share; it is ready for the next tap.
 */
export async function shareVerdict(facts: ShareFacts): Promise<ShareOutcome> {
  const message = shareMessage(facts, location.origin);
  try {
    if (sharesFiles()) {
      const { file } = await prepareShareCard(facts);
      await navigator.share({ ...message, files: [file] });
      return "shared-image";
    }
    if (typeof navigator.share === "function") {
      await navigator.share(message);
      return "shared-link";
    }
  } catch (error) {
    if (isNamed(error, "AbortError")) return "cancelled";
    if (!isNamed(error, "NotAllowedError")) throw error;
    if (sharesFiles()) return "share-again";
  }
  await navigator.clipboard.writeText(message.url);
  return "copied";
}
