import { readFileSync } from "node:fs";
import { SiteFrame } from "@soracity/analysis";
import { planeZoneAt, zoneEpsg } from "@soracity/citymodel";
import {
  ANALYSIS_SERVICES,
  RESULT_LAYERS,
  toOneLine,
  type AnalysisSummary,
  type ExportQuery,
  type HikageSummary,
  type Locale,
} from "@soracity/contracts";
import PDFDocument from "pdfkit";
import { at, furniture, label, ring, ringsOf, type Sheet } from "./exports.pdf.draw";
import { fieldName, fieldValue } from "./exports.pdf.fields";
import { PDF_LABELS, type PdfLabels } from "./exports.pdf.labels";
import { FONT_BOLD, FONT_REGULAR } from "./exports.fonts";
import type { ResultSource } from "./exports.source";

type Doc = InstanceType<typeof PDFDocument>;
const MARGIN = 40;
const CONTOUR_COLOURS = ["#e6a100", "#f26b00", "#d7191c", "#a0005a", "#54006e", "#2b0040"];
const OUTLINE_COLOURS = ["#1f4e9c", "#2a7ab0", "#1b9e77", "#7570b3", "#d95f02"];

let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** The bundled Noto Sans JP, read once per process. */
const fontBytes = () => (fonts ??= { regular: readFileSync(FONT_REGULAR), bold: readFileSync(FONT_BOLD) });

const round = (v: number, d = 6) => Math.round(v * 10 ** d) / 10 ** d;

/** Whether a summary carries the shadow regulation check. */
const hasRegulation = (summary: AnalysisSummary): summary is HikageSummary => "regulation" in summary;

/** Whether the service's points are exact shade (the shadow report and drawings) rather than levels. */
const isShade = (source: ResultSource) => ANALYSIS_SERVICES[source.serviceType].points.kind === "shade";

/** A table with header, column widths (points), rows; starts a new page when the page is full. */
function table(doc: Doc, x: number, widths: number[], header: string[], rows: string[][]): void {
  const rowH = 14;
  const draw = (cells: string[], bold: boolean) => {
    if (doc.y + rowH > doc.page.height - MARGIN - 20) doc.addPage();
    const y = doc.y;
    let cx = x;
    doc.font(bold ? "jp-bold" : "jp").fontSize(8);
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 60;
      doc.lineWidth(0.4).strokeColor("#888").rect(cx, y, w, rowH).stroke();
      doc.fillColor("#000").text(toOneLine(cell), cx + 3, y + 3, {
        width: w - 6,
        height: rowH - 3,
        lineBreak: false,
        ellipsis: true,
      });
      cx += w;
    });
    doc.x = x;
    doc.y = y + rowH;
  };
  draw(header, true);
  for (const row of rows) draw(row, false);
  doc.moveDown(0.8);
}

function heading(doc: Doc, text: string): void {
  if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
  doc.x = MARGIN;
  doc.font("jp-bold").fontSize(11).fillColor("#000").text(text, MARGIN, doc.y, { lineBreak: false });
  doc.moveDown(0.6);
}

function footer(doc: Doc, L: PdfLabels): void {
  doc
    .font("jp")
    .fontSize(7)
    .fillColor("#444")
    .text(L.attribution, MARGIN, doc.page.height - MARGIN + 8, { lineBreak: false });
}

/** Page one: title, parameters, summary, the 5 m / 10 m check and the points. */
function reportPage(doc: Doc, source: ResultSource, L: PdfLabels, zone: number, locale: Locale): void {
  const width = doc.page.width - 2 * MARGIN;
  doc.font("jp-bold").fontSize(16).text(L.title[source.serviceType], MARGIN, MARGIN);
  doc.moveDown(0.5);
  const computed = source.record.computedAt?.toISOString().replace("T", " ").slice(0, 19) ?? "-";
  table(
    doc,
    MARGIN,
    [120, width - 120],
    [L.case, source.name],
    [
      [L.computedAt, `${computed} UTC`],
      [L.zonePlane, `${zone} (EPSG:${zoneEpsg(zone)})`],
    ],
  );
  heading(doc, L.parameters);
  const params = Object.entries(source.record.parameters).filter(
    ([, v]) =>
      v === null || typeof v !== "object" || (Array.isArray(v) && v.every((x) => typeof x !== "object")),
  );
  table(
    doc,
    MARGIN,
    [160, width - 160],
    ["", ""],
    params.map(([k, v]) => [fieldName(k, locale), fieldValue(k, v, locale)]),
  );
  heading(doc, L.summary);
  const summary = Object.entries(source.summaryFields).filter(
    ([k]) => k !== "regulation" && k !== "service_type",
  );
  table(
    doc,
    MARGIN,
    [160, width - 160],
    ["", ""],
    summary.map(([k, v]) => [fieldName(k, locale), fieldValue(k, v, locale)]),
  );
  if (isShade(source)) {
    heading(doc, L.check);
    const reg = hasRegulation(source.summary) ? source.summary.regulation : null;
    if (!reg) doc.font("jp").fontSize(9).text(L.noRegulation, MARGIN, doc.y).moveDown(0.8);
    else
      table(
        doc,
        MARGIN,
        [90, 60, 70, width - 280, 60],
        [L.zone, L.limit, L.maxHours, L.worst, L.verdict],
        reg.zones.map((z) => [
          L.zones[z.zone],
          `${z.limit}`,
          `${round(z.max_hours, 3)}`,
          z.worst ? `${z.worst.lon}, ${z.worst.lat} (${round(z.worst.hours, 3)} h)` : "-",
          z.pass ? L.pass : L.fail,
        ]),
      );
    heading(doc, L.points);
    table(
      doc,
      MARGIN,
      [30, 70, 70, 60, width - 230],
      [L.no, L.lon, L.lat, L.hours, L.intervals],
      source.shadePoints.map((p, i) => [
        `P${i + 1}`,
        `${p.lon}`,
        `${p.lat}`,
        `${round(p.shade_hours, 4)}`,
        p.intervals.map(([a, b]) => `${a.slice(0, 5)}-${b.slice(0, 5)}`).join(" "),
      ]),
    );
  } else {
    heading(doc, L.receivers);
    table(
      doc,
      MARGIN,
      [30, 90, 90, 80],
      [L.no, L.lon, L.lat, L.level],
      source.levelPoints.map((p, i) => [
        `R${i + 1}`,
        `${p.lon}`,
        `${p.lat}`,
        p.level_db === null ? "-" : `${round(p.level_db, 2)}`,
      ]),
    );
  }
}

/** A drawing page at the chosen scale: `draw` adds the result's lines; the site lines and points always. */
async function drawingPage(
  doc: Doc,
  source: ResultSource,
  title: string,
  query: ExportQuery,
  L: PdfLabels,
  draw: (s: Sheet) => Promise<void>,
) {
  doc.addPage();
  doc
    .font("jp-bold")
    .fontSize(13)
    .fillColor("#000")
    .text(`${title} — ${source.name}`, MARGIN, MARGIN, { lineBreak: false });
  const top = MARGIN + 24;
  const sheet: Sheet = {
    doc,
    frame: new SiteFrame(source.site.lon, source.site.lat),
    box: { x: MARGIN, y: top, w: doc.page.width - 2 * MARGIN, h: doc.page.height - top - MARGIN - 10 },
    scale: query.scale,
    font: "jp",
  };
  // Everything drawn at scale is clipped to the frame.
  sheet.doc.save();
  sheet.doc.rect(sheet.box.x, sheet.box.y, sheet.box.w, sheet.box.h).clip();
  await draw(sheet);
  for (const f of await source.features(RESULT_LAYERS.regulation_lines.name)) {
    const line = String(f.properties.line);
    for (const r of ringsOf(f))
      ring(
        sheet,
        r,
        line === "site" ? "#000" : "#555",
        line === "site" ? 1 : 0.5,
        line === "site" ? undefined : 3,
      );
  }
  const planned =
    (source.record.parameters.planned_buildings as
      { footprint?: { coordinates?: number[][][] } }[] | undefined) ?? [];
  for (const b of planned) for (const r of b.footprint?.coordinates ?? []) ring(sheet, r, "#000", 1.2);
  source.shadePoints.forEach((p, i) => {
    const [px, py] = at(sheet, p.lon, p.lat);
    doc.save().fillColor("#c00").circle(px, py, 1.8).fill().restore();
    label(sheet, px, py - 6, `P${i + 1}`, "#c00", 6);
  });
  sheet.doc.restore();
  furniture(sheet, `${L.scale} 1/${query.scale}`);
  footer(doc, L);
}

/**
 * The printable report (pdfkit, Noto Sans JP embedded): page one with the parameters, results, the 5 m / 10 m
 * check and the points; for shadow runs the 時刻日影図 and the 等時間日影図 on their own pages at 1/200 or 1/500
 * (north arrow, scale bar, site and regulation lines, planned buildings, points); for noise and vibration the
 * contour bands. A4 or A3 portrait, Japanese or English; every page carries the PLATEAU attribution.
 */
export async function toPdf(source: ResultSource, query: ExportQuery): Promise<Buffer> {
  const L = PDF_LABELS[query.lang];
  const doc = new PDFDocument({
    size: query.paper.toUpperCase(),
    margin: MARGIN,
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
  reportPage(doc, source, L, zone, query.lang);
  footer(doc, L);
  if (isShade(source)) {
    const outlines = await source.features(RESULT_LAYERS.outlines.name);
    await drawingPage(doc, source, L.timeDiagram, query, L, async (s) => {
      outlines.forEach((f, i) => {
        const colour = OUTLINE_COLOURS[i % OUTLINE_COLOURS.length];
        for (const r of ringsOf(f)) {
          const pts = ring(s, r, colour, 0.6);
          const [cx, cy] = [s.box.x + s.box.w / 2, s.box.y + s.box.h / 2];
          const tip = pts.reduce(
            (a, b) => (Math.hypot(b[0] - cx, b[1] - cy) > Math.hypot(a[0] - cx, a[1] - cy) ? b : a),
            pts[0] ?? [cx, cy],
          );
          label(s, tip[0], tip[1], String(f.properties.label), colour, 6);
        }
      });
    });
    const contours = await source.features(RESULT_LAYERS.contours.name);
    await drawingPage(doc, source, L.equalDiagram, query, L, async (s) => {
      contours.forEach((f, i) => {
        const colour = CONTOUR_COLOURS[i % CONTOUR_COLOURS.length];
        for (const r of ringsOf(f)) {
          const pts = ring(s, r, colour, 0.9);
          const north = pts.reduce((a, b) => (b[1] < a[1] ? b : a), pts[0] ?? [0, 0]);
          label(s, north[0], north[1] - 5, `${f.properties.hours as number}h`, colour, 6.5);
        }
      });
    });
  } else {
    const contourLayer = source.spec("contours");
    const bands = contourLayer ? await source.features(contourLayer.name) : [];
    await drawingPage(doc, source, L.levelDiagram, query, L, async (s) => {
      bands.forEach((f, i) => {
        const colour = CONTOUR_COLOURS[i % CONTOUR_COLOURS.length];
        for (const r of ringsOf(f)) ring(s, r, colour, 0.8);
      });
    });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
