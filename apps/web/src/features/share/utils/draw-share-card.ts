import { flagSrc } from "@/components/product/flag-image";

import { withPngText } from "./png-text";
import { cardText, layoutShareCard, type CardSite, type ShareCardLayout } from "./share-card-layout";
import type { ShareFacts } from "./share-facts";

/** A flag's image, or null when it cannot be loaded (the card is drawn without it). */
async function loadFlag(country: string): Promise<HTMLImageElement | null> {
  const src = flagSrc(country);
  if (src === null) return null;
  const image = new Image();
  image.src = src;
  return image.decode().then(
    () => image,
    () => null,
  );
}

/**
 * Draws the layout. Flags are flag-icons' SVGs from our own origin, so the canvas stays untainted and can be
 * exported (a picture from another origin would forbid `toBlob`).
 */
async function draw(layout: ShareCardLayout, context: CanvasRenderingContext2D): Promise<void> {
  const images = await Promise.all(layout.flags.map((flag) => loadFlag(flag.country)));
  context.fillStyle = layout.background;
  context.fillRect(0, 0, layout.width, layout.height);
  context.fillStyle = layout.accent.color;
  context.fillRect(layout.accent.x, layout.accent.y, layout.accent.width, layout.accent.height);
  layout.flags.forEach((flag, index) => {
    const image = images[index];
    if (!image) return;
    context.drawImage(image, flag.x, flag.y, flag.width, flag.height);
    // A hairline around the flag, so a white field (Japan's) does not melt into the card.
    context.strokeStyle = "#dee2e6";
    context.lineWidth = 1;
    context.strokeRect(flag.x + 0.5, flag.y + 0.5, flag.width - 1, flag.height - 1);
  });
  context.textBaseline = "alphabetic";
  for (const line of layout.lines) {
    context.font = line.font;
    context.fillStyle = line.color;
    context.fillText(line.text, line.x, line.y);
  }
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The card could not be drawn."))), "image/png"),
  );
}

export interface ShareCard {
  layout: ShareCardLayout;
  /** The card as a PNG file whose description holds its text (png-text.ts). */
  file: File;
}

/** The share card drawn on the device (docs/sharing.md, "The card"). */
export async function renderShareCard(facts: ShareFacts, site: CardSite): Promise<ShareCard> {
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d");
  if (!context) throw new Error("The card could not be drawn.");
  const measure = (text: string, font: string) => {
    context.font = font;
    return context.measureText(text).width;
  };
  const layout = layoutShareCard(facts, site, measure);
  canvas.width = layout.width;
  canvas.height = layout.height;
  await draw(layout, context);
  const png = new Uint8Array(await (await toPng(canvas)).arrayBuffer());
  const described = withPngText(png, "Description", cardText(layout));
  const file = new File([described], `productcheck-${facts.barcode}.png`, { type: "image/png" });
  return { layout, file };
}
