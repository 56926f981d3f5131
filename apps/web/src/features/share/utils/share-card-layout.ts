import { ownerText, type ShareFacts, type ShareOwner, type VerdictTone } from "./share-facts";

/**
 * The share card's layout (docs/sharing.md, "The card"): every line of text and every flag with its place, worked
 * out before anything is drawn. 1200×630, the size link previews use. Pure: it measures text through `measure`
 * (the canvas's own in the browser), so a test reads the card's lines without a canvas.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const ACCENT_WIDTH = 16;
const PADDING = 64;
const LEFT = ACCENT_WIDTH + PADDING;
const TEXT_WIDTH = CARD_WIDTH - LEFT - PADDING;
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** The most owner rows a card has room for; a longer chain keeps its direct owner and its top two. */
const MAX_OWNER_ROWS = 3;

const TONE_COLOURS: Record<VerdictTone, string> = { american: "#c92a2a", "not-american": "#2b8a3e", unknown: "#495057" };
const TEXT_COLOUR = "#212529";
const QUIET_COLOUR = "#868e96";

/** The width `text` takes in `font` (a CSS font shorthand), in pixels. */
export type MeasureText = (text: string, font: string) => number;

export type CardLineKind = "name" | "verdict" | "made-in" | "owner" | "footer";

export interface CardLine {
  kind: CardLineKind;
  text: string;
  /** Left end of the text's baseline. */
  x: number;
  y: number;
  font: string;
  color: string;
}

export interface CardFlag {
  /** The country code; the flag's image is ours (flag-icons, same origin). */
  country: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ShareCardLayout {
  width: number;
  height: number;
  background: string;
  /** The bar down the left edge, in the verdict's colour. */
  accent: { x: number; y: number; width: number; height: number; color: string };
  lines: CardLine[];
  flags: CardFlag[];
}

/** Where the card says it comes from: the app's name and its address. */
export interface CardSite {
  name: string;
  address: string;
}

const font = (weight: 400 | 700, size: number) => `${weight} ${size}px ${FONT_FAMILY}`;

/** `text` cut to fit `width`, ending in "…" when it had to be cut. */
function truncate(text: string, width: number, fontSpec: string, measure: MeasureText): string {
  if (measure(text, fontSpec) <= width) return text;
  let end = text.length;
  while (end > 0 && measure(`${text.slice(0, end).trimEnd()}…`, fontSpec) > width) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** `text` wrapped at spaces into at most `maxLines` lines of `width`; the last one cut with "…" if it still overflows. */
export function wrapText(text: string, width: number, fontSpec: string, maxLines: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let rest = text.trim().split(/\s+/).filter(Boolean);
  while (rest.length > 0 && lines.length < maxLines - 1) {
    let count = 1;
    while (count < rest.length && measure(rest.slice(0, count + 1).join(" "), fontSpec) <= width) count += 1;
    // A single word wider than the card is cut where it ends.
    lines.push(truncate(rest.slice(0, count).join(" "), width, fontSpec, measure));
    rest = rest.slice(count);
  }
  if (rest.length > 0) lines.push(truncate(rest.join(" "), width, fontSpec, measure));
  return lines;
}

/** The owner rows the card has room for, each with its wording ("Owned by …", "part of …"). */
function ownerRows(owners: ShareOwner[]): { owner: ShareOwner; text: string }[] {
  const shown = owners.length <= MAX_OWNER_ROWS ? owners : [owners[0]!, ...owners.slice(-(MAX_OWNER_ROWS - 1))];
  return shown.map((owner, index) => ({
    owner,
    text: ownerText(owner, index),
  }));
}

/** The card's layout for these facts (module comment). */
export function layoutShareCard(facts: ShareFacts, site: CardSite, measure: MeasureText): ShareCardLayout {
  const tone = TONE_COLOURS[facts.tone];
  const lines: CardLine[] = [];
  const flags: CardFlag[] = [];
  let y = PADDING;

  const nameFont = font(700, 52);
  for (const text of wrapText(facts.name, TEXT_WIDTH, nameFont, 2, measure)) {
    y += 62;
    lines.push({ kind: "name", text, x: LEFT, y, font: nameFont, color: TEXT_COLOUR });
  }

  const verdictFont = font(700, 60);
  y += 88;
  lines.push({ kind: "verdict", text: truncate(facts.verdict, TEXT_WIDTH, verdictFont, measure), x: LEFT, y, font: verdictFont, color: tone });

  /** A row of text with a flag before it (when the country has one), its text centred on the flag. */
  const flagRow = (kind: CardLineKind, text: string, country: string | null, size: { font: number; flag: number; height: number }) => {
    y += size.height;
    const flagHeight = (size.flag * 3) / 4;
    const textX = country ? LEFT + size.flag + 16 : LEFT;
    if (country) flags.push({ country, x: LEFT, y: y - size.font * 0.36 - flagHeight / 2, width: size.flag, height: flagHeight });
    const rowFont = font(400, size.font);
    lines.push({ kind, text: truncate(text, CARD_WIDTH - PADDING - textX, rowFont, measure), x: textX, y, font: rowFont, color: TEXT_COLOUR });
  };

  flagRow("made-in", facts.madeIn, facts.madeInCountry, { font: 36, flag: 48, height: 72 });
  y += 12;
  for (const { owner, text } of ownerRows(facts.owners)) flagRow("owner", text, owner.country, { font: 30, flag: 40, height: 50 });

  const footerFont = font(400, 26);
  lines.push({
    kind: "footer",
    text: truncate(`${site.name} · ${site.address}`, TEXT_WIDTH, footerFont, measure),
    x: LEFT,
    y: CARD_HEIGHT - PADDING + 16,
    font: footerFont,
    color: QUIET_COLOUR,
  });

  return {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    background: "#ffffff",
    accent: { x: 0, y: 0, width: ACCENT_WIDTH, height: CARD_HEIGHT, color: tone },
    lines,
    flags,
  };
}

/** The card's text, line by line, as the PNG's description carries it (a reader of the file gets the words). */
export function cardText(layout: ShareCardLayout): string {
  return layout.lines.map((line) => line.text).join("\n");
}
