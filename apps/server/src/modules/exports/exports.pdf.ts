import { readFileSync } from "node:fs";
import { planeZoneAt, zoneEpsg } from "@soracity/citymodel";
import {
  ANALYSIS_SERVICES,
  summaryOf,
  toOneLine,
  type AnalysisSummary,
  type ExportQuery,
  type HikageSummary,
  type Locale,
} from "@soracity/contracts";
import PDFDocument from "pdfkit";
import { envelopeExport, type EnvelopeExport } from "./exports.envelope";
import { envelopeSheet, envelopeTables } from "./exports.pdf.envelope";
import { fieldRows, lonLat, num, timeBasis } from "./exports.pdf.fields";
import { inputTables } from "./exports.pdf.inputs";
import { TOKYO } from "./exports.pdf.texts";
import { PDF_LABELS, type PdfLabels } from "./exports.pdf.labels";
import { scheduleTables, setupTable, wallsTable } from "./exports.pdf.schedule";
import { skyTables } from "./exports.pdf.sky";
import { skyChartSheets } from "./exports.pdf.skyChart";
import { levelSheet, shadowSheets } from "./exports.pdf.sheets";
import { TITLE_BLOCK_H, titleBlock, titleCells, type SheetInfo } from "./exports.pdf.title";
import { FONT_BOLD, FONT_REGULAR } from "./exports.fonts";
import { withDefaults, type ResultSource } from "./exports.source";

type Doc = InstanceType<typeof PDFDocument>;
const MARGIN = 40;

let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** The bundled Noto Sans JP, read once per process. */
const fontBytes = () => (fonts ??= { regular: readFileSync(FONT_REGULAR), bold: readFileSync(FONT_BOLD) });

/** Whether a summary carries the shadow regulation check. */
const hasRegulation = (summary: AnalysisSummary): summary is HikageSummary => "regulation" in summary;

/** Whether the service's points are exact shade (the shadow report and drawings) rather than levels. */
const isShade = (source: ResultSource) => ANALYSIS_SERVICES[source.serviceType].points.kind === "shade";

const CELL_PAD = 3;

/**
 * A table: a bold header row (none when `header` is null), then the rows; every cell wraps within its column
 * and a row is as tall as its tallest cell; starts a new page when the page is full.
 */
function table(doc: Doc, x: number, widths: number[], header: string[] | null, rows: string[][]): void {
  const draw = (cells: string[], bold: boolean) => {
    doc.font(bold ? "jp-bold" : "jp").fontSize(8);
    const texts = cells.map(toOneLine);
    const rowH = Math.max(
      14,
      ...texts.map(
        (t, i) => doc.heightOfString(t, { width: (widths[i] ?? 60) - 2 * CELL_PAD }) + 2 * CELL_PAD,
      ),
    );
    if (doc.y + rowH > doc.page.height - MARGIN - TITLE_BLOCK_H - 8) {
      doc.addPage();
      doc.y = MARGIN;
    }
    const y = doc.y;
    let cx = x;
    texts.forEach((text, i) => {
      const w = widths[i] ?? 60;
      doc.lineWidth(0.4).strokeColor("#888").rect(cx, y, w, rowH).stroke();
      doc.fillColor("#000").text(text, cx + CELL_PAD, y + CELL_PAD, { width: w - 2 * CELL_PAD });
      cx += w;
    });
    doc.x = x;
    doc.y = y + rowH;
  };
  if (header) draw(header, true);
  for (const row of rows) draw(row, false);
  doc.moveDown(0.8);
}

/** A section heading, with room below it so the next table's border never crosses it. */
function heading(doc: Doc, text: string): void {
  if (doc.y > doc.page.height - MARGIN - TITLE_BLOCK_H - 60) doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  doc.font("jp-bold").fontSize(11).fillColor("#000");
  const y = doc.y + 4;
  doc.text(text, MARGIN, y, { width });
  doc.x = MARGIN;
  doc.y = y + doc.heightOfString(text, { width }) + 4;
}

/** The run's end in Japan's clock (Asia/Tokyo), the zone named, in the locale's format. */
function computedAt(at: Date | null, locale: Locale): string {
  if (!at) return "-";
  const text = new Intl.DateTimeFormat(locale === "jp" ? "ja-JP" : "en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: TOKYO,
  }).format(at);
  return locale === "jp" ? `${text}（日本標準時 Asia/Tokyo）` : `${text} JST (Asia/Tokyo)`;
}

function footer(doc: Doc, L: PdfLabels): void {
  doc
    .font("jp")
    .fontSize(7)
    .fillColor("#444")
    .text(L.attribution, MARGIN, doc.page.height - MARGIN + 8, { lineBreak: false });
}

/** Name-value rows two to a line (the parameters fit page one). */
const sideBySide = (rows: string[][]): string[][] =>
  rows.flatMap((row, i) => (i % 2 ? [] : [[...row, ...(rows[i + 1] ?? ["", ""])]]));

/**
 * Page one: title, parameters, summary, the 5 m / 10 m check and the points (or sources and receivers; a
 * 逆日影 run's figures, forward check and points).
 */
function reportPage(
  doc: Doc,
  source: ResultSource,
  L: PdfLabels,
  zone: number,
  locale: Locale,
  envelope: EnvelopeExport | null,
): void {
  const width = doc.page.width - 2 * MARGIN;
  const cols = (shares: number[]) => shares.map((f) => f * width);
  const params = withDefaults(source);
  doc.font("jp-bold").fontSize(16).text(L.title[source.serviceType], MARGIN, MARGIN);
  doc.moveDown(0.5);
  const shade = isShade(source);
  const basis = timeBasis(params, locale);
  table(doc, MARGIN, [120, width - 120], null, [
    [L.case, source.name],
    [L.computedAt, computedAt(source.record.computedAt, locale)],
    [L.zonePlane, `${zone} (EPSG:${zoneEpsg(zone)})`],
  ]);
  if (shade)
    for (const t of [
      ...scheduleTables(source, locale),
      setupTable(source, locale),
      wallsTable(source, locale),
    ]) {
      if (!t) continue;
      if (t.title) heading(doc, t.title);
      table(doc, MARGIN, cols(t.shares), t.header, t.rows);
    }
  heading(doc, L.parameters);
  const service = source.serviceType;
  const paramRows = fieldRows(params, locale, true, shade ? {} : { sources: L.sources[service] });
  table(
    doc,
    MARGIN,
    cols([0.2, 0.3, 0.2, 0.3]),
    null,
    sideBySide(shade ? [[L.timeBasis, basis], ...paramRows] : paramRows),
  );
  // A 逆日影 run's figures are a table of their own (below).
  if (!envelope) {
    heading(doc, L.summary);
    table(doc, MARGIN, [160, width - 160], null, fieldRows(source.summaryFields, locale, false));
  }
  if (shade) {
    heading(doc, L.check);
    const reg = hasRegulation(source.summary) ? source.summary.regulation : null;
    if (!reg) doc.font("jp").fontSize(9).text(L.noRegulation, MARGIN, doc.y).moveDown(0.8);
    else
      table(
        doc,
        MARGIN,
        cols([0.17, 0.11, 0.13, 0.47, 0.12]),
        [L.zone, L.limit, L.maxHours, L.worst, L.verdict],
        reg.zones.map((z) => [
          L.zones[z.zone],
          `${num(z.limit)} h`,
          `${num(z.max_hours)} h`,
          z.worst ? `${lonLat(z.worst.lon, z.worst.lat)} (${num(z.worst.hours)} h)` : "-",
          z.pass ? L.pass : L.fail,
        ]),
      );
    heading(doc, L.points);
    table(
      doc,
      MARGIN,
      cols([0.07, 0.15, 0.15, 0.13, 0.5]),
      [L.no, L.lon, L.lat, L.hours, `${L.intervals}（${basis}）`],
      source.shadePoints.map((p, i) => [
        `P${i + 1}`,
        p.lon.toFixed(6),
        p.lat.toFixed(6),
        num(p.shade_hours, 4),
        p.intervals.map(([a, b]) => `${a.slice(0, 5)}-${b.slice(0, 5)}`).join(" "),
      ]),
    );
    return;
  }
  for (const t of inputTables(service, params, source.site, L, locale)) {
    heading(doc, t.title);
    if (t.rows.length === 0) doc.font("jp").fontSize(9).text(L.none, MARGIN, doc.y).moveDown(0.8);
    else table(doc, MARGIN, cols(t.shares), t.header, t.rows);
  }
  // 天空率: the 算定表 per check instead of receivers; 逆日影: its figures, forward check and points.
  const own = [...skyTables(source.skyPoints, L), ...(envelope ? envelopeTables(envelope, L, locale) : [])];
  for (const t of own) {
    heading(doc, t.title);
    table(doc, MARGIN, cols(t.shares), t.header, t.rows);
  }
  if (own.length > 0) return;
  heading(doc, L.receivers);
  if (source.levelPoints.length === 0) doc.font("jp").fontSize(9).text(L.none, MARGIN, doc.y).moveDown(0.8);
  else
    table(
      doc,
      MARGIN,
      cols([0.08, 0.22, 0.22, 0.22]),
      [L.no, L.lon, L.lat, L.receiverLevel],
      source.levelPoints.map((p, i) => [
        `R${i + 1}`,
        p.lon.toFixed(6),
        p.lat.toFixed(6),
        p.level_db === null ? "-" : num(p.level_db, 1),
      ]),
    );
}

/**
 * The printable report (pdfkit, Noto Sans JP embedded): page one with the parameters, results, the 5 m / 10 m
 * check and the points; for shadow runs the 時刻日影図 and the 等時間日影図 on their own pages at 1/200 or 1/500
 * (north arrow, scale bar, site and regulation lines, planned buildings, points); for noise and vibration the
 * contour bands; for 逆日影 the envelope plan (contours of allowed height). A4 or A3 portrait, Japanese or English; every page carries the PLATEAU attribution.
 */
export async function toPdf(source: ResultSource, query: ExportQuery): Promise<Buffer> {
  const L = PDF_LABELS[query.lang];
  const doc = new PDFDocument({
    size: query.paper.toUpperCase(),
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${L.title[source.serviceType]} ${source.name}`, Producer: "SoraCity" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const { regular, bold } = fontBytes();
  doc.registerFont("jp", regular);
  doc.registerFont("jp-bold", bold);
  const zone = planeZoneAt(source.site.lon, source.site.lat, source.site.cityCode);
  // Every page carries the attribution: page one now, every later page as it is added.
  footer(doc, L);
  doc.on("pageAdded", () => {
    footer(doc, L);
    doc.x = MARGIN;
    doc.y = MARGIN;
  });
  const sheets: SheetInfo[] = [{ scale: null }];
  doc.on("pageAdded", () => sheets.push({ scale: null }));
  const envelope = await envelopeExport(source);
  reportPage(doc, source, L, zone, query.lang, envelope);
  const context = { doc, source, query, L, locale: query.lang, sheets };
  if (isShade(source)) await shadowSheets(context);
  // 天空率: the points' layout, then a 天空図 sheet and its 三斜求積表 per charted point.
  else if (summaryOf(source.summary, "tenkuritsu")) await skyChartSheets(context);
  // 逆日影: the envelope plan.
  else if (envelope) await envelopeSheet(context, envelope);
  else await levelSheet(context);
  // The title block on every sheet, now that their count is known.
  const cells = titleCells(source, withDefaults(source), query.lang);
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    titleBlock(
      doc,
      cells,
      { ...(sheets[i] ?? { scale: null }), no: i + 1, total: range.count },
      query.lang,
      MARGIN,
    );
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
