import type { BenchImage } from "./manifest";

/** What one decoder returned for one photo, and how long it took. */
export type Outcome = { image: BenchImage; returned: string | null; ms: number };

export type Rate = { correct: number; images: number; rate: number };

export type DecoderScore = {
  decoder: string;
  /** Right reads on every photo of a product code but the blurry set. */
  read: Rate;
  /** Right reads on the blurry set alone. */
  readBlurry: Rate;
  /** Photos whose only code names no product (a coupon, an invalid code): nothing may be read there. */
  notProductImages: number;
  /** Photos for which a code other than the expected (or `alt`) one came back, blurry set included. */
  wrong: number;
  medianMs: number;
  p95Ms: number;
  wrongReads: { file: string; expected: string[]; returned: string }[];
};

/** The value at or below which `fraction` of the values lie (nearest rank); 0 for none. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1]!;
}

function rate(outcomes: readonly Outcome[]): Rate {
  const correct = outcomes.filter(({ image, returned }) => returned !== null && image.accepted.includes(returned)).length;
  return { correct, images: outcomes.length, rate: outcomes.length === 0 ? 0 : correct / outcomes.length };
}

export function scoreDecoder(decoder: string, outcomes: readonly Outcome[]): DecoderScore {
  const wrongReads = outcomes
    .filter(({ image, returned }) => returned !== null && !image.accepted.includes(returned))
    .map(({ image, returned }) => ({ file: image.file, expected: image.accepted, returned: returned! }));
  const times = outcomes.map(({ ms }) => ms);
  return {
    decoder,
    read: rate(outcomes.filter(({ image }) => !image.blurry && image.accepted.length > 0)),
    readBlurry: rate(outcomes.filter(({ image }) => image.blurry && image.accepted.length > 0)),
    notProductImages: outcomes.filter(({ image }) => image.accepted.length === 0).length,
    wrong: wrongReads.length,
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    wrongReads,
  };
}

const percent = ({ correct, images, rate: value }: Rate) => `${(value * 100).toFixed(1)}% (${correct}/${images})`;
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** A Markdown table of the scores, one decoder a row. */
export function formatTable(scores: readonly DecoderScore[]): string {
  const rows = [
    ["decoder", "read (excl. blurry)", "read (blurry set)", "wrong codes", "median / p95 ms"],
    ...scores.map((score) => [score.decoder, percent(score.read), percent(score.readBlurry), String(score.wrong), `${ms(score.medianMs)} / ${ms(score.p95Ms)}`]),
  ];
  const widths = rows[0]!.map((_, index) => Math.max(...rows.map((row) => row[index]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, index) => cell.padEnd(widths[index]!)).join(" | ")} |`;
  return [line(rows[0]!), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...rows.slice(1).map(line)].join("\n");
}
