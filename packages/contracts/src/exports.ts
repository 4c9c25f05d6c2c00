import { z } from "zod";
import { SHADOW_VIEWS } from "./analysis/views";

/** Export formats of a case's result (GET /api/cases/{id}/export/{format}, and the same under a share). */
export const EXPORT_FORMATS = ["geojson", "csv", "png", "dxf", "czml", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: "export.format_unknown" });

/** File extension and media type of each format. */
export const EXPORT_TYPES: Record<ExportFormat, { ext: string; mediaType: string }> = {
  geojson: { ext: "geojson", mediaType: "application/geo+json" },
  csv: { ext: "csv", mediaType: "text/csv; charset=utf-8" },
  png: { ext: "png", mediaType: "image/png" },
  dxf: { ext: "dxf", mediaType: "image/vnd.dxf" },
  czml: { ext: "czml", mediaType: "application/json" },
  pdf: { ext: "pdf", mediaType: "application/pdf" },
};

/** Most measurement points one export may mark for submission (`points`). */
export const MAX_EXPORT_POINTS = 100;
/** Longest point id `points` accepts (ids are "R1-3", "P4": longer is no id of a result). */
const MAX_POINT_ID_LENGTH = 32;

/**
 * Export options: `min_hours` (GeoJSON/CSV: shadow grid cells at or above it; default the smallest contour
 * hour in GeoJSON, every cell in CSV), `paper`, `lang` and `scale` (PDF report: A4/A3, Japanese/English,
 * drawings at 1/200 or 1/500; without it, the largest standard scale that fits), `view` (shadow results: the view the map exports draw, default the result's
 * default view; the PDF adds that view's sheet when it is not the default), `points` (天空率: the ids of the
 * measurement points marked for submission, comma-separated, e.g. `R1-1,A2-3`: the PDF prints a 天空図 sheet
 * and 三斜求積表 and the DXF a 天空図 for exactly those; without it, or empty, each check's worst point and the
 * points the user placed; an id the result does not have is a 400 `export.point_unknown` at `points.<i>`).
 */
export const exportQuerySchema = z.object({
  min_hours: z.coerce.number().min(0, "export.min_hours_range").max(24, "export.min_hours_range").optional(),
  paper: z.enum(["a4", "a3"]).default("a4"),
  lang: z.enum(["jp", "en"]).default("jp"),
  scale: z.coerce
    .number()
    .refine((v) => v === 200 || v === 500, "export.scale_unknown")
    .optional(),
  view: z.enum(SHADOW_VIEWS, { error: "export.view_unknown" }).optional(),
  points: z
    .string()
    .transform((text) =>
      text
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id !== ""),
    )
    .pipe(
      z
        .array(z.string().max(MAX_POINT_ID_LENGTH, "export.point_unknown"))
        .max(MAX_EXPORT_POINTS, "export.points_too_many"),
    )
    .optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
