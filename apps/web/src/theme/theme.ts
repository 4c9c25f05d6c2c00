import { createTheme, responsiveFontSizes } from "@mui/material/styles";
import type { Theme } from "@mui/material/styles";

export type ThemeMode = "light" | "dark";

/** System font stack with Japanese fonts first; nothing is loaded from the network. */
export const FONT_STACK =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", Meiryo, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** MUI theme of spec §9: teal primary, cyan accent; breakpoints 600 / 960 / 1280 / 1920. */
export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === "dark";
  const theme = createTheme({
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    palette: {
      mode,
      primary: dark
        ? { main: "#4db6ac", contrastText: "#00201c" }
        : { main: "#00796b", contrastText: "#ffffff" },
      secondary: dark ? { main: "#4dd0e1" } : { main: "#00acc1", contrastText: "#ffffff" },
      background: dark ? { default: "#0f1416", paper: "#161d20" } : { default: "#f7fafa", paper: "#ffffff" },
    },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: "2.4rem", fontWeight: 700, lineHeight: 1.3 },
      h2: { fontSize: "1.8rem", fontWeight: 700 },
      h3: { fontSize: "1.35rem", fontWeight: 700 },
      button: { textTransform: "none", fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiAppBar: { defaultProps: { color: "inherit" } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
  // Headings shrink on phones (h1 2.4rem on desktop).
  return responsiveFontSizes(theme);
}

/** Mode stored under the dark-mode key ("true" = dark); anything else is the light default. */
export function modeOfStored(value: string | null): ThemeMode {
  return value === "true" ? "dark" : "light";
}
