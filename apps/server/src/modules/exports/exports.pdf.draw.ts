import type { SiteFrame } from "@soracity/analysis";
import type PDFDocument from "pdfkit";
import type { LayerFeature } from "./exports.source";

type Doc = InstanceType<typeof PDFDocument>;
const PT_PER_MM = 72 / 25.4;

/** A drawing frame on the page and its scale: local metres (x east, y north) around the site to points. */
export interface Sheet {
  doc: Doc;
  frame: SiteFrame;
  box: { x: number; y: number; w: number; h: number };
  /** The scale's denominator (200 = 1/200). */
  scale: number;
  font: string;
}

/** Points per metre at the sheet's scale. */
const ptPerM = (s: Sheet) => (1000 / s.scale) * PT_PER_MM;

/** Page position of a lon/lat point (the site at the frame's centre, north up). */
export function at(s: Sheet, lon: number, lat: number): [number, number] {
  const [x, y] = s.frame.toLocal(lon, lat);
  const k = ptPerM(s);
  return [s.box.x + s.box.w / 2 + x * k, s.box.y + s.box.h / 2 - y * k];
}

/** Rings of a line or polygon feature. */
export const ringsOf = (f: LayerFeature): number[][][] =>
  f.geometry.type === "MultiPolygon"
    ? f.geometry.coordinates.flat()
    : f.geometry.type === "Polygon" || f.geometry.type === "MultiLineString"
      ? f.geometry.coordinates
      : [];

/** Strokes a ring (closed when its ends meet). */
export function ring(
  s: Sheet,
  coords: number[][],
  colour: string,
  width = 0.6,
  dash?: number,
): [number, number][] {
  const pts = coords.map(([lon = 0, lat = 0]) => at(s, lon, lat));
  const [first, ...rest] = pts;
  if (!first) return pts;
  s.doc.save().lineWidth(width).strokeColor(colour);
  if (dash) s.doc.dash(dash, { space: dash });
  s.doc.moveTo(first[0], first[1]);
  for (const [x, y] of rest) s.doc.lineTo(x, y);
  s.doc.stroke().undash().restore();
  return pts;
}

/** A small label centred on a page point. */
export function label(s: Sheet, x: number, y: number, text: string, colour = "#000", size = 6): void {
  s.doc.save().font(s.font).fontSize(size).fillColor(colour);
  const w = s.doc.widthOfString(text);
  s.doc.text(text, x - w / 2, y - size / 2, { lineBreak: false });
  s.doc.restore();
}

/** Frame border, north arrow (true north, up) and a scale bar with the scale's name. */
export function furniture(s: Sheet, scaleLabel: string): void {
  const { doc, box } = s;
  doc.save().lineWidth(0.8).strokeColor("#000").rect(box.x, box.y, box.w, box.h).stroke();
  // North arrow, top right.
  const nx = box.x + box.w - 28;
  const ny = box.y + 16;
  doc
    .fillColor("#fff")
    .rect(nx - 14, ny - 8, 28, 48)
    .fill();
  doc
    .fillColor("#000")
    .moveTo(nx, ny)
    .lineTo(nx - 7, ny + 26)
    .lineTo(nx, ny + 20)
    .lineTo(nx + 7, ny + 26)
    .closePath()
    .fill();
  doc.restore();
  label(s, nx, ny + 34, "N", "#000", 9);
  // Scale bar, bottom left: 4 segments of a round length about a quarter of the frame wide.
  const k = ptPerM(s);
  const segment = [1, 2, 5, 10, 20, 50].find((m) => m * 4 * k >= box.w / 5) ?? 50;
  const bx = box.x + 14;
  const by = box.y + box.h - 22;
  doc
    .save()
    .fillColor("#fff")
    .rect(bx - 6, by - 12, segment * 4 * k + 40, 30)
    .fill();
  for (let i = 0; i < 4; i++)
    doc
      .lineWidth(0.5)
      .strokeColor("#000")
      .fillColor(i % 2 ? "#fff" : "#000")
      .rect(bx + i * segment * k, by, segment * k, 4)
      .fillAndStroke();
  doc.restore();
  for (let i = 0; i <= 4; i += 2) label(s, bx + i * segment * k, by - 5, `${i * segment}`, "#000", 6);
  label(s, bx + 4 * segment * k + 18, by + 2, `m  ${scaleLabel}`, "#000", 7);
}
