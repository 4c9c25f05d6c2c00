import type { StorageManager } from "@mui/material/styles";
import { DARK_MODE_STORAGE_KEY } from "@soracity/contracts";

export type StoredMode = "light" | "dark" | "system";

/** The mode kept under the dark-mode key of PRODUCT.md §4: "true" is dark, "false" light, nothing the default (light). */
export function modeOfStored(value: string | null): StoredMode {
  if (value === "true") return "dark";
  if (value === "false") return "light";
  return "system";
}

function storedOfMode(mode: unknown): string | null {
  if (mode === "dark") return "true";
  if (mode === "light") return "false";
  return null;
}

const nothingStored: ReturnType<StorageManager> = {
  get: (defaultValue: unknown) => defaultValue,
  set: () => undefined,
  subscribe: () => () => undefined,
};

/**
 * MUI's colour scheme storage on the dark-mode key of PRODUCT.md §4 (as before MUI's own colorSchemes: "true" /
 * "false"), so a choice stored by earlier versions still holds; public/theme-init.js reads the same key.
 * MUI's other keys (which light and which dark scheme) are not stored: there is one of each.
 */
export const darkModeStorage: StorageManager = ({ key, storageWindow }) => {
  const storage = (): Storage | null => {
    try {
      return (storageWindow ?? window).localStorage;
    } catch {
      return null; // storage blocked: the choice lasts for this page only
    }
  };
  if (key !== DARK_MODE_STORAGE_KEY) return nothingStored;
  return {
    get: (defaultValue: unknown) => {
      const mode = modeOfStored(storage()?.getItem(key) ?? null);
      return mode === "system" ? defaultValue : mode;
    },
    set: (mode: unknown) => {
      const value = storedOfMode(mode);
      try {
        if (value === null) storage()?.removeItem(key);
        else storage()?.setItem(key, value);
      } catch {
        // storage full or blocked: the choice lasts for this page only
      }
    },
    subscribe: (handler: (mode: unknown) => void) => {
      const target = storageWindow ?? window;
      const listener = (event: StorageEvent) => {
        if (event.key === key) handler(modeOfStored(event.newValue));
      };
      target.addEventListener("storage", listener);
      return () => target.removeEventListener("storage", listener);
    },
  };
};
