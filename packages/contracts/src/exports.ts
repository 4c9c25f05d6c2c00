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

/**
 * Export options: `min_hours` (GeoJSON/CSV: shadow grid cells at or above it; default the smallest contour
 * hour in GeoJSON, every cell in CSV), `paper`, `lang` and `scale` (PDF report: A4/A3, Japanese/English,
 * drawings at 1/200 or 1/500; without it, the largest standard scale that fits), `view` (shadow results: the view the map exports draw, default the result's
 * default view; the PDF adds that view's sheet when it is not the default).
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
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
