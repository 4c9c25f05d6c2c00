import { SiteFrame } from "@soracity/analysis";
import {
  RESULT_LAYERS,
  resultViews,
  summaryOf,
  type ExportQuery,
  type Locale,
  type ShadowView,
} from "@soracity/contracts";
import type PDFDocument from "pdfkit";
import { chartLines, drawChart } from "./exports.pdf.chart";
import { at, furniture, label, ring, ringsOf, type Sheet } from "./exports.pdf.draw";
import type { PdfLabels } from "./exports.pdf.labels";
import { drawBuildings, drawRegulationLines, fitScale, halfExtent } from "./exports.pdf.plan";
import { SHEET_LABELS, VIEW_NAMES } from "./exports.pdf.sheetLabels";
import { TITLE_BLOCK_H, type SheetInfo } from "./exports.pdf.title";
import type { LayerFeature, ResultSource } from "./exports.source";

type Doc = InstanceType<typeof PDFDocument>;
const MARGIN = 40;
const CONTOUR_COLOURS = ["#e6a100", "#f26b00", "#d7191c", "#a0005a", "#54006e", "#2b0040"];
const OUTLINE_COLOURS = ["#1f4e9c", "#2a7ab0", "#1b9e77", "#7570b3", "#d95f02"];

/** What the drawing sheets share: the document, the source, the query, texts and the sheets' list. */
export interface SheetContext {
  doc: Doc;
  source: ResultSource;
  query: ExportQuery;
  L: PdfLabels;
  locale: Locale;
  /** One entry per page, in order: the title blocks are drawn once every page is known. */
  sheets: SheetInfo[];
}

/** The sheet's title: the drawing's name, the view's name when the result has views. */
const sheetTitle = (c: SheetContext, name: string, view: ShadowView | null) =>
  view ? `${name}・${VIEW_NAMES[view][c.locale]}` : name;

/**
 * A drawing sheet at a standard scale (the query's, else the largest that holds everything drawn): the city's
 * and the planned buildings, the result's lines (`draw`), the site and 5 m / 10 m lines, the points, north
 * arrow and scale bar. Clipped to its frame, above the title block.
 */
export async function drawingSheet(
  c: SheetContext,
  title: string,
  view: ShadowView | null,
  features: LayerFeature[],
  draw: (s: Sheet) => void,
): Promise<void> {
  const { doc, source } = c;
  doc.addPage();
  doc.font("jp-bold").fontSize(13).fillColor("#000");
  doc.text(`${title} — ${source.name}`, MARGIN, MARGIN, { lineBreak: false });
  const top = MARGIN + 24;
  const box = {
    x: MARGIN,
    y: top,
    w: doc.page.width - 2 * MARGIN,
    h: doc.page.height - top - MARGIN - TITLE_BLOCK_H - 8,
  };
  const frame = new SiteFrame(source.site.lon, source.site.lat);
  const lines = await source.features(source.layerName(RESULT_LAYERS.regulation_lines.name, view));
  const tiers = source.plannedTiers;
  const extent = halfExtent(frame, [
    ...[...features, ...lines].flatMap(ringsOf),
    ...tiers.flatMap((t) => t.rings),
  ]);
  const scale = c.query.scale ?? fitScale(extent[0], extent[1], box);
  const sheet: Sheet = { doc, frame, box, scale, font: "jp" };
  c.sheets[c.sheets.length - 1] = { scale };
  doc.save().rect(box.x, box.y, box.w, box.h).clip();
  drawBuildings(sheet, await source.existingBuildings(), tiers, source.averageGround);
  draw(sheet);
  drawRegulationLines(sheet, lines);
  source.shadePoints.forEach((p, i) => {
    const [px, py] = at(sheet, p.lon, p.lat);
    doc.save().fillColor("#c00").circle(px, py, 1.8).fill().restore();
    label(sheet, px, py - 6, `P${i + 1}`, "#c00", 6);
  });
  doc.restore();
  furniture(sheet, `${c.L.scale} 1/${scale}`);
}

/** 時刻日影図: a labelled outline every output interval. */
async function timeSheet(c: SheetContext, view: ShadowView | null): Promise<void> {
  const outlines = await c.source.features(c.source.layerName(RESULT_LAYERS.outlines.name, view));
  await drawingSheet(c, sheetTitle(c, c.L.timeDiagram, view), view, outlines, (s) =>
    outlines.forEach((f, i) => {
      const colour = OUTLINE_COLOURS[i % OUTLINE_COLOURS.length];
      for (const r of ringsOf(f)) {
        const pts = ring(s, r, colour, 0.6);
        const [cx, cy] = at(s, c.source.site.lon, c.source.site.lat);
        const tip = pts.reduce(
          (a, b) => (Math.hypot(b[0] - cx, b[1] - cy) > Math.hypot(a[0] - cx, a[1] - cy) ? b : a),
          pts[0] ?? [cx, cy],
        );
        label(s, tip[0], tip[1], String(f.properties.label), colour, 6);
      }
    }),
  );
}

/** 等時間日影図: the equal-time lines, each labelled with its hours; the limits' lines heavier. */
async function equalSheet(c: SheetContext, view: ShadowView | null): Promise<void> {
  const contours = await c.source.features(c.source.layerName(RESULT_LAYERS.contours.name, view));
  const limits = c.source.record.parameters.limits as { hours5?: number; hours10?: number } | undefined;
  const isLimit = (h: number) => h === limits?.hours5 || h === limits?.hours10;
  await drawingSheet(c, sheetTitle(c, c.L.equalDiagram, view), view, contours, (s) =>
    contours.forEach((f, i) => {
      const hours = Number(f.properties.hours);
      const colour = CONTOUR_COLOURS[i % CONTOUR_COLOURS.length];
      for (const r of ringsOf(f)) {
        const pts = ring(s, r, colour, isLimit(hours) ? 1.4 : 0.7);
        const north = pts.reduce((a, b) => (b[1] < a[1] ? b : a), pts[0] ?? [0, 0]);
        label(s, north[0], north[1] - 5, `${hours}h`, colour, isLimit(hours) ? 7.5 : 6.5);
      }
    }),
  );
}

/** 日影チャート of the planned view: one chart per measurement line, from the `shade_chart` layer. */
async function chartSheet(c: SheetContext, view: ShadowView | null): Promise<void> {
  const { doc, source } = c;
  const name = source.layerName(RESULT_LAYERS.shade_chart.name, view);
  if (!source.layer(name)) return;
  const lines = chartLines(await source.features(name));
  if (lines.length === 0) return;
  const T = SHEET_LABELS[c.locale];
  doc.addPage();
  doc.font("jp-bold").fontSize(13).fillColor("#000");
  doc.text(`${sheetTitle(c, T.chart, view)} — ${source.name}`, MARGIN, MARGIN, { lineBreak: false });
  const window = summaryOf(source.summary, "hikage")?.window_hours ?? 8;
  const maxHours = Math.max(...lines.flatMap((l) => l.pieces.flatMap((p) => [...p.hours, p.limit])));
  const top = Math.min(window, Math.max(1, Math.ceil(maxHours + 0.5)));
  const height = (doc.page.height - MARGIN - 24 - MARGIN - TITLE_BLOCK_H - 16) / 2;
  lines.forEach((line, i) =>
    drawChart(
      doc,
      { x: MARGIN, y: MARGIN + 28 + i * (height + 8), w: doc.page.width - 2 * MARGIN, h: height },
      line,
      T,
      top,
    ),
  );
}

/**
 * The shadow run's drawing sheets: 時刻日影図 and 等時間日影図 of the default view (planned when the case has
 * planned buildings), the 日影チャート, and the query's other view (e.g. composite) as sheets of its own.
 */
export async function shadowSheets(c: SheetContext): Promise<void> {
  const main = c.source.defaultView;
  await timeSheet(c, main);
  await equalSheet(c, main);
  await chartSheet(c, main);
  const other = c.query.view;
  if (other && other !== main && resultViews(c.source.layers).includes(other)) {
    await equalSheet(c, other);
    await timeSheet(c, other);
  }
}

/** A noise or vibration run's contour sheet. */
export async function levelSheet(c: SheetContext): Promise<void> {
  const spec = c.source.spec("contours");
  const bands = spec ? await c.source.features(spec.name) : [];
  await drawingSheet(c, c.L.levelDiagram, null, bands, (s) =>
    bands.forEach((f, i) => {
      const colour = CONTOUR_COLOURS[i % CONTOUR_COLOURS.length];
      for (const r of ringsOf(f)) ring(s, r, colour, 0.8);
    }),
  );
}
