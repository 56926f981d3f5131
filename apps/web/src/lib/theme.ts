import { createTheme, type CSSVariablesResolver } from "@mantine/core";

// Colours are one step darker than Mantine's defaults where those fail WCAG AA's 4.5:1 for text
// (Lighthouse, colour contrast; README, Performance): white on blue.6 is 3.6:1, on blue.8 5:1.
export const theme = createTheme({
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
