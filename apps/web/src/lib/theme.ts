import { createTheme, defaultVariantColorsResolver, type CSSVariablesResolver, type VariantColorsResolver } from "@mantine/core";

/**
 * The "light" variant (tinted badges and buttons) writes its text in a darker tone of the same hue:
 * Mantine's shade is 3–4:1 on the tint for green, yellow, orange, cyan… (country badges); this is ≥ 4.5:1.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const key = input.color?.split(".")[0];
  if (input.variant !== "light" || !key || !(key in input.theme.colors)) return colors;
  return { ...colors, color: `color-mix(in srgb, var(--mantine-color-${key}-9) 65%, black)` };
};

// Colours are one step darker than Mantine's defaults where those fail WCAG AA's 4.5:1 for text
// (Lighthouse, colour contrast; README, Performance): white on blue.6 is 3.6:1, on blue.8 5:1.
export const theme = createTheme({
  variantColorResolver,
  primaryColor: "blue",
  primaryShade: 8,
  defaultRadius: "md",
  cursorType: "pointer",
});

/** "Dimmed" text: Mantine's gray.6 is 3.3:1 on white; this grey is 5.2:1 on white and 4.7:1 on the page's gray.1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "#666d75" },
  dark: {},
});
