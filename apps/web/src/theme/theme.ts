import { createTheme, responsiveFontSizes } from "@mui/material/styles";
// Types every theme (styled, sx, useTheme) with the CSS variables this one has: `theme.vars`, applyStyles.
import type {} from "@mui/material/themeCssVarsAugmentation";

/** System font stack with Japanese fonts first; nothing is loaded from the network. */
export const FONT_STACK =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", Meiryo, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * MUI theme of PRODUCT.md §9: teal primary, cyan accent; breakpoints 600 / 960 / 1280 / 1920. Both colour schemes
 * are CSS variables switched by `<html data-theme="light|dark">`, so changing the scheme re-renders nothing
 * and public/theme-init.js can set it before the first paint. Components style the dark scheme with
 * `theme.applyStyles("dark", …)`, never with `theme.palette.mode` (always the light one here).
 */
export const appTheme = responsiveFontSizes(
  createTheme({
    cssVariables: { colorSchemeSelector: "data-theme" },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: "#00796b", contrastText: "#ffffff" },
          secondary: { main: "#00acc1", contrastText: "#ffffff" },
          background: { default: "#f7fafa", paper: "#ffffff" },
        },
      },
      dark: {
        palette: {
          primary: { main: "#4db6ac", contrastText: "#00201c" },
          secondary: { main: "#4dd0e1" },
          background: { default: "#0f1416", paper: "#161d20" },
        },
      },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
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
  }),
);
