import { z } from "zod";
import type PDFDocument from "pdfkit";
import { num } from "./exports.pdf.fields";
import type { SheetLabels } from "./exports.pdf.sheetLabels";
import type { LayerFeature } from "./exports.source";

type Doc = InstanceType<typeof PDFDocument>;
type Box = { x: number; y: number; w: number; h: number };

/** A piece of a measurement line as the `shade_chart` layer stores it (packages/analysis shadow/chart.ts). */
const pieceSchema = z.object({
  line: z.enum(["5m", "10m"]),
  limit: z.number(),
  length_m: z.number(),
  s: z.array(z.number()),
  hours: z.array(z.number()),
});
type Piece = z.infer<typeof pieceSchema>;

/** The pieces of each line, in the layer's order (unparsable features left out). */
export function chartLines(features: readonly LayerFeature[]): { line: "5m" | "10m"; pieces: Piece[] }[] {
  const pieces = features.flatMap((f) => pieceSchema.safeParse(f.properties).data ?? []);
  return (["5m", "10m"] as const)
    .map((line) => ({ line, pieces: pieces.filter((p) => p.line === line) }))
    .filter((l) => l.pieces.length > 0);
}

/**
 * One line's chart in `box`: hours against the position along the line (the pieces one after another, a thin
 * rule between them), the limit as a red dashed line and the worst sample circled with its hours.
 */
export function drawChart(
  doc: Doc,
  box: Box,
  line: { line: string; pieces: Piece[] },
  T: SheetLabels,
  top: number,
) {
  const total = line.pieces.reduce((a, p) => a + p.length_m, 0) || 1;
  const limit = line.pieces[0]?.limit ?? 0;
  const plot = { x: box.x + 34, y: box.y + 16, w: box.w - 44, h: box.h - 42 };
  const X = (s: number) => plot.x + (s / total) * plot.w;
  const Y = (h: number) => plot.y + plot.h - (h / top) * plot.h;
  doc
    .save()
    .font("jp-bold")
    .fontSize(9)
    .fillColor("#000")
    .text(T.chartLine(line.line), box.x, box.y, { lineBreak: false });
  doc.font("jp").fontSize(6).fillColor("#333");
  // Axes with an hour grid.
  for (let h = 0; h <= top + 1e-9; h += top > 6 ? 2 : 1) {
    doc
      .lineWidth(0.2)
      .strokeColor("#ccc")
      .moveTo(plot.x, Y(h))
      .lineTo(plot.x + plot.w, Y(h))
      .stroke();
    doc.text(`${h}`, plot.x - 14, Y(h) - 3, { width: 10, align: "right", lineBreak: false });
  }
  const step = [5, 10, 20, 50, 100, 200].find((m) => total / m <= 10) ?? 500;
  for (let s = 0; s <= total + 1e-9; s += step)
    doc.text(`${s}`, X(s) - 10, plot.y + plot.h + 3, { width: 20, align: "center", lineBreak: false });
  doc.text(T.along, plot.x, plot.y + plot.h + 12, { width: plot.w, align: "center", lineBreak: false });
  doc.text(T.hoursAxis, box.x + 80, box.y + 3, { lineBreak: false });
  doc.lineWidth(0.6).strokeColor("#000").rect(plot.x, plot.y, plot.w, plot.h).stroke();
  let offset = 0;
  let worst = { h: -1, s: 0 };
  for (const piece of line.pieces) {
    if (offset > 0)
      doc
        .lineWidth(0.3)
        .strokeColor("#888")
        .moveTo(X(offset), plot.y)
        .lineTo(X(offset), plot.y + plot.h)
        .stroke();
    doc.lineWidth(0.8).strokeColor("#1f4e9c");
    piece.s.forEach((s, i) => {
      const h = piece.hours[i] ?? 0;
      if (h > worst.h) worst = { h, s: offset + s };
      if (i === 0) doc.moveTo(X(offset + s), Y(h));
      else doc.lineTo(X(offset + s), Y(h));
    });
    doc.stroke();
    offset += piece.length_m;
  }
  doc
    .lineWidth(0.8)
    .strokeColor("#d7191c")
    .dash(4, { space: 2 })
    .moveTo(plot.x, Y(limit))
    .lineTo(plot.x + plot.w, Y(limit))
    .stroke()
    .undash();
  doc.fillColor("#d7191c").text(T.limitMark(num(limit)), plot.x + plot.w - 60, Y(limit) - 9, {
    width: 58,
    align: "right",
    lineBreak: false,
  });
  if (worst.h >= 0) {
    doc.lineWidth(0.8).strokeColor("#000").circle(X(worst.s), Y(worst.h), 3).stroke();
    const text = T.worstMark(num(worst.h, 2), num(worst.s, 1));
    const left = Math.min(X(worst.s) + 5, plot.x + plot.w - doc.widthOfString(text) - 2);
    doc.fillColor("#000").text(text, left, Y(worst.h) - 10, { lineBreak: false });
  }
  doc.restore();
}
