import { createContext, useCallback, useContext, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { DARK_MODE_STORAGE_KEY } from "@soracity/contracts";
import { createAppTheme, modeOfStored } from "./theme";
import type { ThemeMode } from "./theme";

interface ThemeModeValue {
  mode: ThemeMode;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue>({ mode: "light", toggle: () => undefined });

function readStored(): ThemeMode {
  try {
    return modeOfStored(localStorage.getItem(DARK_MODE_STORAGE_KEY));
  } catch {
    return "light"; // storage blocked
  }
}

function expose(mode: ThemeMode) {
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}

/** Light/dark theme stored in localStorage (spec §4), applied at once and exposed on `<html data-theme>`. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(() => {
    const stored = readStored();
    expose(stored);
    return stored;
  });
  const toggle = useCallback(() => {
    const next = mode === "dark" ? "light" : "dark";
    try {
      localStorage.setItem(DARK_MODE_STORAGE_KEY, String(next === "dark"));
    } catch {
      // storage blocked: the choice lasts for this page only
    }
    expose(next);
    setMode(next);
  }, [mode]);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export const useThemeMode = () => useContext(ThemeModeContext);
