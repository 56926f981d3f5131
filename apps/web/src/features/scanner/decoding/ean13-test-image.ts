import type { RgbaImage } from "./barcode-decoder";

// Test factory: draws an EAN-13 symbol from its 13 digits, so the decoder tests need no image files.
const L_CODES = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"];
const R_CODES = L_CODES.map((code) => [...code].map((bit) => (bit === "1" ? "0" : "1")).join(""));
const G_CODES = R_CODES.map((code) => [...code].reverse().join(""));
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"];
const QUIET_MODULES = 11;

/** The symbol's modules, "1" for a bar, with the check digit as given (valid or not). */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new RangeError(`An EAN-13 has 13 digits, got "${code}"`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits.slice(1, 7).map((digit, index) => (parity[index] === "L" ? L_CODES : G_CODES)[digit]!);
  const right = digits.slice(7).map((digit) => R_CODES[digit]!);
  return `101${left.join("")}01010${right.join("")}101`;
}

/** A white image with the EAN-13 `code` drawn black, `moduleWidth` pixels a module, with quiet zones. */
export function drawEan13(code: string, { moduleWidth = 3, barHeight = 80, margin = 20 } = {}): RgbaImage {
  const modules = `${"0".repeat(QUIET_MODULES)}${ean13Modules(code)}${"0".repeat(QUIET_MODULES)}`;
  const width = modules.length * moduleWidth + 2 * margin;
  const height = barHeight + 2 * margin;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = margin; y < margin + barHeight; y++) {
    for (let module = 0; module < modules.length; module++) {
      if (modules[module] !== "1") continue;
      for (let dx = 0; dx < moduleWidth; dx++) {
        const offset = (y * width + margin + module * moduleWidth + dx) * 4;
        data.fill(0, offset, offset + 3);
      }
    }
  }
  return { data, width, height };
}
