import type { ReactNode } from "react";
import { CssBaseline } from "@mui/material";
import { ThemeProvider, useColorScheme } from "@mui/material/styles";
import { DARK_MODE_STORAGE_KEY } from "@soracity/contracts";
import { darkModeStorage } from "./darkModeStorage";
import { appTheme } from "./theme";

/**
 * The app theme (PRODUCT.md §4, §9): light or dark as the user chose it (kept under the dark-mode key), light until
 * then (the default of PRODUCT.md §4, whatever the system prefers). MUI sets `<html data-theme>`; public/theme-init.js
 * sets it before the bundle loads, so the first paint has the right colours.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={appTheme}
      defaultMode="light"
      modeStorageKey={DARK_MODE_STORAGE_KEY}
      storageManager={darkModeStorage}
      noSsr
      disableTransitionOnChange
    >
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** The scheme in use and a switch to the other one. */
export function useDarkMode() {
  const { mode, systemMode, setMode } = useColorScheme();
  const dark = (mode === "system" ? systemMode : mode) === "dark";
  return { dark, toggle: () => setMode(dark ? "light" : "dark") };
}
