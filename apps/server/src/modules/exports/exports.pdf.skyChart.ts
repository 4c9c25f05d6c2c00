import { roundSkyDown, roundSkyUp, type SkyChartData } from "@soracity/contracts";
import type PDFDocument from "pdfkit";
import type { PdfLabels } from "./exports.pdf.labels";
import { outerOf } from "./exports.buildings";
import { at, label, ring } from "./exports.pdf.draw";
import { drawingSheet, type SheetContext } from "./exports.pdf.sheets";
import { conformingSheets } from "./exports.pdf.conforming";
import { SKY_COLOURS, submittedCharts, type PointCharts } from "./exports.pdf.skyData";
import { sheetHead, triangleSheet } from "./exports.pdf.skyTriangles";
import { TITLE_BLOCK_H } from "./exports.pdf.title";

// The 天空図 sheets of a 天空率 report (issue 25): per charted point the sky circle (orthographic projection,
// 令135条の5; north up, east right) with the conforming and the planned building's silhouettes, the point's
// Rs and verdict, then its 三斜求積表.

type Doc = InstanceType<typeof PDFDocument>;
const MARGIN = 40;

/** Rs as the 算定表 prints it: three decimals, the planned rounded down, the conforming up. */
const rs = (v: number) => v.toFixed(3);

/** A silhouette's rings as one even-odd path (holes cut out), the unit disc at (cx, cy) with radius r. */
function silhouette(doc: Doc, chart: SkyChartData, cx: number, cy: number, r: number, colour: string) {
  doc.save();
  for (const polygon of chart.silhouette)
    for (const ring of [polygon.outer, ...polygon.holes]) {
      ring.forEach(([x, y], i) => {
        if (i === 0) doc.moveTo(cx + x * r, cy - y * r);
        else doc.lineTo(cx + x * r, cy - y * r);
      });
      if (ring.length > 0) doc.closePath();
    }
  doc.fillColor(colour, 0.35).strokeColor(colour, 1).lineWidth(0.8).fillAndStroke("even-odd");
  doc.restore();
}

/** The sky circle: horizon, the 30° and 60° altitude rings (r = cos h), the N–S and E–W axes and N/E/S/W. */
function skyCircle(doc: Doc, cx: number, cy: number, r: number) {
  doc.save().lineWidth(1).strokeColor("#000").circle(cx, cy, r).stroke();
  doc.lineWidth(0.3).strokeColor("#888").dash(3, { space: 2 });
  for (const altitude of [30, 60]) doc.circle(cx, cy, r * Math.cos((altitude * Math.PI) / 180)).stroke();
  doc
    .undash()
    .moveTo(cx - r, cy)
    .lineTo(cx + r, cy)
    .moveTo(cx, cy - r)
    .lineTo(cx, cy + r)
    .stroke();
  doc.font("jp").fontSize(7).fillColor("#555");
  for (const altitude of [30, 60])
    doc.text(`${altitude}°`, cx + 2, cy - r * Math.cos((altitude * Math.PI) / 180) + 1, { lineBreak: false });
  doc.font("jp-bold").fontSize(11).fillColor("#000");
  const letter = (text: string, x: number, y: number) => {
    const w = doc.widthOfString(text);
    doc.text(text, x - w / 2, y - 6, { lineBreak: false });
  };
  letter("N", cx, cy - r - 10);
  letter("S", cx, cy + r + 9);
  letter("E", cx + r + 10, cy);
  letter("W", cx - r - 10, cy);
  doc.restore();
}

/** The point's line: check, both Rs as the 算定表 rounds them, the run's verdict (with its safety margin). */
function pointLine(p: PointCharts, pass: boolean | null, L: PdfLabels): string {
  const check = p.check === null ? L.sky.userPoints : L.sky.checks[p.check];
  const planned = `${L.sky.planned} ${rs(roundSkyDown(p.planned.rs))}`;
  const conforming = p.conforming ? `\u3000${L.sky.conforming} ${rs(roundSkyUp(p.conforming.rs))}` : "";
  const verdict = pass === null ? "" : `\u3000${L.verdict}: ${pass ? L.pass : L.fail}`;
  return `${check}\u3000${L.sky.rs}: ${planned}${conforming}${verdict}`;
}

/** A swatch and its building's name. */
function legend(doc: Doc, x: number, y: number, colour: string, text: string) {
  doc.save().fillOpacity(0.35).fillColor(colour).rect(x, y, 14, 9).fill().restore();
  doc.save().lineWidth(0.8).strokeColor(colour).rect(x, y, 14, 9).stroke().restore();
  doc
    .font("jp")
    .fontSize(8)
    .fillColor("#000")
    .text(text, x + 18, y, { lineBreak: false });
}

/** One point's 天空図 sheet. */
function chartSheet(c: SheetContext, p: PointCharts) {
  const { doc, L } = c;
  const pass = c.source.skyPoints.find((s) => s.id === p.id)?.sky_factor.pass ?? null;
  sheetHead(doc, `${L.sky.chart(p.id)} — ${c.source.name}`, pointLine(p, pass, L));
  const top = MARGIN + 44;
  const bottom = doc.page.height - MARGIN - TITLE_BLOCK_H - 16;
  const width = doc.page.width - 2 * MARGIN;
  const r = Math.min(width / 2 - 30, (bottom - top - 40) / 2);
  const cx = MARGIN + width / 2;
  const cy = top + 14 + r;
  skyCircle(doc, cx, cy, r);
  // The conforming building beneath, the planned one over it.
  if (p.conforming) silhouette(doc, p.conforming, cx, cy, r, SKY_COLOURS.conforming);
  silhouette(doc, p.planned, cx, cy, r, SKY_COLOURS.planned);
  const ly = cy + r + 24;
  legend(doc, MARGIN, ly, SKY_COLOURS.planned, L.sky.legend(L.sky.planned));
  if (p.conforming) legend(doc, MARGIN + 160, ly, SKY_COLOURS.conforming, L.sky.legend(L.sky.conforming));
}

/** The 測定点配置図: the site, the planned buildings and every measurement point with its id. */
async function layoutSheet(c: SheetContext): Promise<void> {
  const points = c.source.skyPoints;
  // The points as one ring and the site: the sheet's scale holds them all (the ring is not drawn).
  const extent = {
    type: "Feature" as const,
    properties: {},
    geometry: { type: "Polygon" as const, coordinates: [points.map((p) => [p.lon, p.lat])] },
  };
  const site = outerOf(c.source.record.parameters.site_boundary);
  if (site) extent.geometry.coordinates.push(site);
  await drawingSheet(c, c.L.sky.layout, null, [extent], (s) => {
    // The site boundary as the shadow sheets draw it (一点鎖線 there, here a long dash).
    if (site) ring(s, site, "#000", 0.9, 4);
    for (const p of points) {
      const [x, y] = at(s, p.lon, p.lat);
      const colour = p.check === null ? "#c00" : "#000";
      c.doc.save().fillColor(colour).circle(x, y, 1.6).fill().restore();
      label(s, x, y - 6, p.id, colour, 5);
    }
  });
}

/**
 * The 測定点配置図, the 適合建築物's plan and section per check, then per point marked for submission (the query's `points`, else each check's worst point
 * and the user's points) its 天空図 sheet and 三斜求積表 (none when the run has no `sky_charts` layer).
 */
export async function skyChartSheets(c: SheetContext): Promise<void> {
  await layoutSheet(c);
  await conformingSheets(c);
  for (const p of await submittedCharts(c.source, c.query)) {
    chartSheet(c, p);
    triangleSheet(c, p, SKY_COLOURS);
  }
}
