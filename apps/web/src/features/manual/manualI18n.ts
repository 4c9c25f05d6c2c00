import { EXPORT_FORMATS, LIMITS } from "@soracity/contracts";
import { i18n } from "../../i18n";
import en from "./content/en.json";
import ja from "./content/ja.json";

/**
 * The manual's texts are long documents, so they live in their own translation namespace (`manual`), loaded
 * with the manual's chunk instead of with every page.
 */
export const MANUAL_NS = "manual";

export function registerManualTexts(): void {
  if (i18n.hasResourceBundle("ja", MANUAL_NS)) return;
  i18n.addResourceBundle("ja", MANUAL_NS, ja);
  i18n.addResourceBundle("en", MANUAL_NS, en);
}

/** Figures the manual quotes, read from the shared limits rather than typed into the texts. */
export function manualFigures() {
  return {
    password_min: LIMITS.passwordMinChars,
    name_max: LIMITS.nameMaxChars,
    upload_mb: LIMITS.uploadMaxBytes / (1024 * 1024),
    area_ha: LIMITS.drawnAreaMaxHectares,
    lw_min: LIMITS.soundPowerDb.min,
    lw_max: LIMITS.soundPowerDb.max,
    height_min: LIMITS.heightMeters.min,
    height_max: LIMITS.heightMeters.max,
    formats: EXPORT_FORMATS.map((format) => format.toUpperCase()).join(", "),
  };
}
