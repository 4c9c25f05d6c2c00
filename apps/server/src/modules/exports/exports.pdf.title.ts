import { planeZoneAt } from "@soracity/citymodel";
import {
  ENVELOPE_WINDOW,
  gyakuhikageSummarySchema,
  summaryOf,
  zoneLimits,
  type Locale,
  type ZoningDistrict,
  ZONING_DISTRICTS,
} from "@soracity/contracts";
import type PDFDocument from "pdfkit";
import { ENUM_WORDS, TOKYO } from "./exports.pdf.texts";
import { lonLat, num, timeBasis } from "./exports.pdf.fields";
import { rowName, SHEET_LABELS, ZONE_NAMES } from "./exports.pdf.sheetLabels";
import type { ResultSource } from "./exports.source";

type Doc = InstanceType<typeof PDFDocument>;

/** Height of the title block (表題欄) at the foot of every sheet (pt). */
export const TITLE_BLOCK_H = 58;
const COLUMNS = 6;

/** What a sheet adds to the case's cells: its scale (null: no drawing), its number and the count. */
export interface SheetInfo {
  scale: number | null;
}

const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
const numOr = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const isZone = (v: unknown): v is ZoningDistrict =>
  typeof v === "string" && (ZONING_DISTRICTS as readonly string[]).includes(v);

/**
 * The case's cells of the title block, [label, value], the same on every sheet: project, case, site, and for
 * shadow runs the zone and row, plane, limits, latitude, day and time, and true north with how it was found
 * (逆日影 runs the same but true north: their envelope is computed facing true north).
 * The run's set-up (summary.setup) when it has one, else what the parameters say (runs of older versions).
 */
export function titleCells(
  source: ResultSource,
  params: Record<string, unknown>,
  locale: Locale,
): string[][] {
  const T = SHEET_LABELS[locale];
  const site = source.site;
  const cells = [
    [T.project, source.record.projectName],
    [T.case, source.name],
    [T.site, lonLat(site.lon, site.lat)],
  ];
  const summary = summaryOf(source.summary, "hikage");
  const envelope = gyakuhikageSummarySchema.safeParse(source.summary).data;
  if (!summary && !envelope) return cells;
  const setup = summary?.setup ?? envelope?.setup ?? null;
  const zone = setup?.zone ?? (isZone(params.zone) ? params.zone : null);
  const row = setup?.ordinance_row ?? str(params.ordinance_row);
  const custom = setup ? !setup.from_table : params.custom_limits === true;
  const zoneText = zone
    ? `${ZONE_NAMES[zone][locale]} ${rowName(row, locale)}${custom ? ` (${T.ordinance})` : ""}`.trim()
    : T.none;
  const plane = setup?.plane_height ?? numOr(params.plane_height) ?? 4;
  const rise = setup && setup.plane_rise_m > 0 ? num(setup.plane_rise_m, 2) : null;
  const limits =
    (params.limits as { hours5?: number; hours10?: number } | undefined) ??
    (zone && row && (row === "1" || row === "2" || row === "3")
      ? zoneLimits(zone, row, params.hokkaido === true)
      : null);
  const latitude = numOr(params.center_latitude) ?? site.lat;
  const season = ENUM_WORDS.season?.[str(params.season) ?? "winter_solstice"]?.[locale] ?? "";
  const [start, end] = envelope
    ? ENVELOPE_WINDOW[envelope.setup.hokkaido ? "hokkaido" : "standard"]
    : [str(params.start_time) ?? "08:00", str(params.end_time) ?? "16:00"];
  const given = numOr(params.north_angle) !== null;
  const planeZone = planeZoneAt(site.lon, site.lat, site.cityCode);
  const how = given ? T.northGiven : T.northConvergence(planeZone);
  return [
    ...cells,
    [T.zone, zoneText],
    [T.plane, T.planeValue(num(plane), rise)],
    [
      T.limits,
      limits?.hours5 !== undefined && limits.hours10 !== undefined
        ? T.limitsValue(num(limits.hours5), num(limits.hours10))
        : T.none,
    ],
    [T.latitude, `${latitude.toFixed(4)}°`],
    [T.when, T.window(season, timeBasis(params, locale), start, end)],
    ...(summary ? [[T.north, `${num(summary.north_angle, 4)}° (${how})`]] : []),
  ];
}

/** Today in Japan's clock, in the locale's format. */
const today = (locale: Locale) =>
  new Intl.DateTimeFormat(locale === "jp" ? "ja-JP" : "en-GB", { dateStyle: "long", timeZone: TOKYO }).format(
    new Date(),
  );

/**
 * Draws the title block at the foot of the current page (above the attribution): the case's cells, then the
 * sheet's scale, number and the date, in a grid of small label-over-value cells.
 */
export function titleBlock(
  doc: Doc,
  cells: string[][],
  sheet: SheetInfo & { no: number; total: number },
  locale: Locale,
  margin: number,
): void {
  const T = SHEET_LABELS[locale];
  const all = [
    ...cells,
    [T.scale, sheet.scale ? `1/${sheet.scale}` : T.none],
    [T.sheet, `${sheet.no} / ${sheet.total}`],
    [T.date, today(locale)],
  ];
  const rows = Math.ceil(all.length / COLUMNS);
  const width = doc.page.width - 2 * margin;
  const w = width / COLUMNS;
  const h = TITLE_BLOCK_H / rows;
  const top = doc.page.height - margin - TITLE_BLOCK_H;
  doc.save().lineWidth(0.6).strokeColor("#000").rect(margin, top, width, TITLE_BLOCK_H).stroke();
  all.forEach(([label = "", value = ""], i) => {
    const x = margin + (i % COLUMNS) * w;
    const y = top + Math.floor(i / COLUMNS) * h;
    doc.lineWidth(0.3).strokeColor("#666").rect(x, y, w, h).stroke();
    doc
      .font("jp")
      .fontSize(5)
      .fillColor("#555")
      .text(label, x + 2, y + 1.5, { width: w - 4, lineBreak: false });
    doc
      .font("jp")
      .fontSize(6.5)
      .fillColor("#000")
      .text(value, x + 2, y + 7, { width: w - 4, height: h - 7, ellipsis: true, lineGap: -1.5 });
  });
  doc.restore();
}
