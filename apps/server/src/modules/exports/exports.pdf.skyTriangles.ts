import { TRIANGLE_CHART_RADIUS_MM, triangleTable, type SkyChartData } from "@soracity/contracts";
import type PDFDocument from "pdfkit";
import type { SheetContext } from "./exports.pdf.sheets";
import type { PointCharts } from "./exports.pdf.skyData";
import { TITLE_BLOCK_H } from "./exports.pdf.title";

// A charted point's 三斜求積表 (issue 25): each building's triangles read off a chart of radius 100 mm (no.,
// base, height, area), their sum, and Rs from the sum beside the exact Rs. Hundreds of rows: they flow down
// side-by-side columns and on to further pages.

type Doc = InstanceType<typeof PDFDocument>;
const MARGIN = 40;
const ROW_H = 11;
const SHARES = [0.16, 0.26, 0.26, 0.32];

/** The lowest y of the rows: room left beneath for the sum and Rs lines above the title block. */
const floor = (doc: Doc) => doc.page.height - MARGIN - TITLE_BLOCK_H - 10 - 3 * ROW_H;

/** Row cells in a column at x of width w (the number left, the values right-aligned). */
function row(doc: Doc, x: number, y: number, w: number, cells: string[], bold: boolean) {
  doc
    .font(bold ? "jp-bold" : "jp")
    .fontSize(7)
    .fillColor("#000");
  let cx = x;
  cells.forEach((text, i) => {
    const cw = w * (SHARES[i] ?? 0.25);
    doc.text(text, cx + 2, y + 2, { width: cw - 4, align: i === 0 ? "left" : "right", lineBreak: false });
    cx += cw;
  });
  doc
    .save()
    .lineWidth(0.3)
    .strokeColor("#bbb")
    .moveTo(x, y + ROW_H)
    .lineTo(x + w, y + ROW_H)
    .stroke();
  doc.restore();
}

/** One building's table from doc.y: a heading, the rows in columns, the sum and Rs lines. */
function buildingTable(c: SheetContext, chart: SkyChartData, title: string, colour: string) {
  const { doc, L } = c;
  const width = doc.page.width - 2 * MARGIN;
  const columns = width > 700 ? 3 : 2;
  const gap = 12;
  const w = (width - gap * (columns - 1)) / columns;
  const header = ["No.", L.sky.base, L.sky.triHeight, L.sky.area];
  const table = triangleTable(chart, TRIANGLE_CHART_RADIUS_MM);
  if (doc.y + 4 * ROW_H > floor(doc)) doc.addPage();
  // The title (the point's id and the building) on every page the table runs over.
  const heading = () => {
    doc.font("jp-bold").fontSize(10).fillColor(colour);
    doc.text(title, MARGIN, doc.y, { lineBreak: false });
    return doc.y + 16;
  };
  let top = heading();
  let column = 0;
  let y = top + ROW_H;
  for (const r of table.rows) {
    if (y + ROW_H > floor(doc)) {
      column += 1;
      y = top + ROW_H;
      if (column === columns) {
        doc.addPage();
        column = 0;
        top = heading();
        y = top + ROW_H;
      }
    }
    const x = MARGIN + column * (w + gap);
    // A column's header with its first row: none over a column the rows do not reach.
    if (y === top + ROW_H) row(doc, x, top, w, header, true);
    row(doc, x, y, w, [`${r.no}`, r.base.toFixed(3), r.height.toFixed(3), r.area.toFixed(4)], false);
    y += ROW_H;
  }
  // Below the longest column: the first one (full to the floor) once the rows reached a second.
  if (column > 0) y = floor(doc);
  doc.font("jp").fontSize(8).fillColor("#000");
  doc.text(L.sky.sum(table.sum.toFixed(4), table.rows.length), MARGIN, y + 4, { lineBreak: false });
  doc.text(L.sky.rsFromSum(table.sky.toFixed(4), table.rs.toFixed(4), chart.rs.toFixed(4)), MARGIN, y + 16, {
    lineBreak: false,
  });
  doc.x = MARGIN;
  doc.y = y + 36;
}

/** A new sheet with its title and a line beneath. */
export function sheetHead(doc: Doc, title: string, line: string) {
  doc.addPage();
  doc.font("jp-bold").fontSize(13).fillColor("#000").text(title, MARGIN, MARGIN, { lineBreak: false });
  doc
    .font("jp")
    .fontSize(9)
    .text(line, MARGIN, MARGIN + 22, { lineBreak: false });
}

/** The point's 三斜求積表: the planned building's and, where the point has one, the conforming one's. */
export function triangleSheet(
  c: SheetContext,
  p: PointCharts,
  colours: { planned: string; conforming: string },
) {
  const { doc, L } = c;
  sheetHead(doc, `${L.sky.chart(p.id)} — ${L.sky.trianglesSheet}`, L.sky.scale);
  doc.y = MARGIN + 40;
  const title = (building: string) => `${p.id}\u3000${L.sky.triangles(building)}`;
  buildingTable(c, p.planned, title(L.sky.planned), colours.planned);
  if (p.conforming) buildingTable(c, p.conforming, title(L.sky.conforming), colours.conforming);
}
