import { EXPORT_FORMATS } from "@soracity/contracts";
import type { ExportFormat } from "@soracity/contracts";

export interface ExportLink {
  format: ExportFormat;
  url: string;
}

/** Options a download carries: PDF paper, language and scale; the shade-hours threshold of GeoJSON and CSV. */
export interface ExportOptions {
  paper: "a4" | "a3";
  lang: "jp" | "en";
  scale: 200 | 500;
  /** Text of the hours field: empty for none. */
  minHours: string;
}

/** The export links of a case (`/api/cases/{id}/export/{format}`), in the contract's order. */
export function caseExportLinks(caseId: string): ExportLink[] {
  return EXPORT_FORMATS.map((format) => ({
    format,
    url: `/api/cases/${encodeURIComponent(caseId)}/export/${format}`,
  }));
}

/** A valid hours threshold (0-24) from the field's text, or null (empty or out of range). */
export function parseMinHours(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && value <= 24 ? value : null;
}

/**
 * The download URL of one export with its options: PDF gets `paper`, `lang`, `scale`; GeoJSON and CSV of a
 * shadow case get `min_hours` when the field holds a valid number; PDF and DXF of a 天空率 run get `points`,
 * the ids whose 天空図 and 三斜求積表 they print (the marks; none marked or `null`: the server's default);
 * other formats none.
 */
export function exportHref(
  link: ExportLink,
  options: ExportOptions,
  shadow: boolean,
  points: readonly string[] | null = null,
): string {
  const query = new URLSearchParams();
  if (link.format === "pdf") {
    query.set("paper", options.paper);
    query.set("lang", options.lang);
    query.set("scale", String(options.scale));
  } else if (shadow && (link.format === "geojson" || link.format === "csv")) {
    const hours = parseMinHours(options.minHours);
    if (hours !== null) query.set("min_hours", String(hours));
  }
  // No marks: the server's default (each check's worst point and the user's points).
  if (points?.length && (link.format === "pdf" || link.format === "dxf"))
    query.set("points", points.join(","));
  const search = query.toString();
  if (!search) return link.url;
  return `${link.url}${link.url.includes("?") ? "&" : "?"}${search}`;
}
