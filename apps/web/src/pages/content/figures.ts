import { EXPORT_FORMATS, LIMITS } from "@soracity/contracts";

/**
 * Figures the public pages quote (upload size, extent area, sound power range, export formats), read from
 * the shared limits so that the texts never disagree with what the app enforces.
 */
export function contentFigures() {
  return {
    upload_mb: LIMITS.uploadMaxBytes / (1024 * 1024),
    area_ha: LIMITS.drawnAreaMaxHectares,
    name_max: LIMITS.nameMaxChars,
    lw_min: LIMITS.soundPowerDb.min,
    lw_max: LIMITS.soundPowerDb.max,
    formats: EXPORT_FORMATS.map((format) => format.toUpperCase()).join(", "),
  };
}
