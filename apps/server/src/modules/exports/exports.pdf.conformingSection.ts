import type { SiteFrame } from "@soracity/analysis";
import { CONFORMING_LABELS } from "./exports.pdf.conformingLabels";
import { label, type Sheet } from "./exports.pdf.draw";
import { sOf, upperEnvelope, type SectionEdge, type Segment } from "./exports.pdf.section";
import type { SheetContext } from "./exports.pdf.sheets";
import { SKY_COLOURS } from "./exports.pdf.skyData";

// The section of a 適合建築物 sheet (issue 25): across the check's boundary, the conforming building's
// silhouette with its heights and slopes beside the planned building's, the ground with heights every 5 m, the
// site boundary and, across the road's edge, the road to its far side.

type Doc = SheetContext["doc"];
/** A point of a solid: local metres, z above the site's ground. */
export type Xyz = [number, number, number];
const PT_PER_M_AT_1 = (1000 / 25.4) * 72;
/** Section room below the ground line (the road's name) (pt). */
export const BELOW = 26;

/** A road along a site edge. */
export interface Road {
  edge: SectionEdge;
  width: number;
}

/** What a check's sheet draws: the site (local m), the check's solid, the planned tiers, the section's edge. */
export interface Drawing {
  c: SheetContext;
  frame: SiteFrame;
  site: [number, number][];
  faces: Xyz[][];
  tiers: { rings: [number, number][][]; base: number; top: number }[];
  edge: SectionEdge | undefined;
  /** The site's roads: the edge and the road's width. */
  roads: Road[];
}

/** Fills (and strokes) a path of page points. */
export function shape(
  doc: Doc,
  pts: readonly [number, number][],
  fill: string,
  opacity: number,
  stroke?: number,
) {
  const [first, ...rest] = pts;
  if (!first) return;
  doc.save().moveTo(first[0], first[1]);
  for (const [x, y] of rest) doc.lineTo(x, y);
  doc.closePath().fillColor(fill, opacity);
  if (stroke) doc.strokeColor(fill, 1).lineWidth(stroke).fillAndStroke();
  else doc.fill();
  doc.restore();
}

/** Labels placed where they keep clear of those placed before (pt apart). */
export function clearOf(placed: [number, number][], x: number, y: number, dx = 22, dy = 9): boolean {
  if (placed.some(([px, py]) => Math.abs(px - x) < dx && Math.abs(py - y) < dy)) return false;
  placed.push([x, y]);
  return true;
}

/** A road's far side (local m): its edge moved out by the road's width. */
export function farSide(d: Drawing, { edge, width }: Road): [number, number][] {
  const next = d.site[(edge.index + 1) % d.site.length] ?? edge.a;
  return [edge.a, next].map(([x, y]) => [x - edge.inward[0] * width, y - edge.inward[1] * width]);
}

/** The section's segments of faces (their edges in (s, z)). */
const segmentsOf = (edge: SectionEdge, faces: readonly Xyz[][]): Segment[] =>
  faces.flatMap((f) =>
    f.map(([x, y, h], i): Segment => {
      const [x1, y1, h1] = f[(i + 1) % f.length] ?? [x, y, h];
      return [sOf(edge, x, y), h, sOf(edge, x1, y1), h1];
    }),
  );

/** The s range a planned tier spans. */
function tierRange(edge: SectionEdge, tier: Drawing["tiers"][number]): [number, number] {
  const ss = tier.rings.flat().map(([x, y]) => sOf(edge, x, y));
  return [Math.min(...ss), Math.max(...ss)];
}

/** A planned tier's box in (s, z): its edges. */
function tierSegments(edge: SectionEdge, tier: Drawing["tiers"][number]): Segment[] {
  const [a, b] = tierRange(edge, tier);
  return [
    [a, tier.base, b, tier.base],
    [a, tier.top, b, tier.top],
    [a, tier.base, a, tier.top],
    [b, tier.base, b, tier.top],
  ];
}

/** The section across the check's edge, in `box` at the sheet's scale. */
export function section(d: Drawing, doc: Doc, box: Sheet["box"], scale: number, range: [number, number]) {
  const edge = d.edge;
  if (!edge) return;
  const T = CONFORMING_LABELS[d.c.locale];
  const k = PT_PER_M_AT_1 / scale;
  const mid = (range[0] + range[1]) / 2;
  const X = (s: number) => box.x + box.w / 2 + (s - mid) * k;
  const Z = (h: number) => box.y + box.h - BELOW - h * k;
  const text = (t: string, x: number, y: number, colour: string, size = 6) =>
    label({ doc, box, scale, font: "jp", frame: d.frame }, x, y, t, colour, size);
  doc.save().rect(box.x, box.y, box.w, box.h).clip();
  // Heights every 5 m (10 m over 40 m) at the left, the ground across.
  const top = (box.h - BELOW - 10) / k;
  const step = top > 40 ? 10 : 5;
  doc.lineWidth(0.3).strokeColor("#bbb");
  for (let h = step; h < top; h += step) {
    doc
      .moveTo(box.x, Z(h))
      .lineTo(box.x + box.w, Z(h))
      .dash(1, { space: 3 })
      .stroke()
      .undash();
    text(`${h}m`, box.x + 12, Z(h) - 4, "#888", 5);
  }
  doc
    .lineWidth(1)
    .strokeColor("#000")
    .moveTo(box.x, Z(0))
    .lineTo(box.x + box.w, Z(0))
    .stroke();
  text(T.ground, box.x + 10, Z(0) + 5, "#000", 6);
  const siteS = d.site.map(([x, y]) => sOf(edge, x, y));
  for (const s of [Math.min(...siteS), Math.max(...siteS)]) {
    doc.lineWidth(0.8).strokeColor("#000").dash(6, { space: 2 });
    doc
      .moveTo(X(s), Z(0) + 6)
      .lineTo(X(s), box.y + 10)
      .stroke()
      .undash();
    text(T.site, X(s), Z(0) + 12, "#000", 5.5);
  }
  const road = d.roads.find((r) => r.edge.index === edge.index);
  if (road) {
    const w = road.width;
    doc.lineWidth(0.6).strokeColor("#666").dash(2, { space: 2 });
    doc
      .moveTo(X(-w), Z(0) + 6)
      .lineTo(X(-w), box.y + 10)
      .stroke()
      .undash();
    doc
      .fillColor("#ddd")
      .rect(X(-w), Z(0), w * k, 3)
      .fill();
    text(T.road(w.toFixed(2)), X(-w / 2), Z(0) + 20, "#444", 6);
    text(T.farSide, X(-w), box.y + 16, "#444", 5.5);
  }
  const envelope = upperEnvelope(segmentsOf(edge, d.faces), 0);
  shape(
    doc,
    envelope.map(([s, h]) => [X(s), Z(h)]),
    SKY_COLOURS.conforming,
    0.25,
    1.2,
  );
  for (const tier of d.tiers) {
    const [a, b] = tierRange(edge, tier);
    const box3: [number, number][] = [
      [X(a), Z(tier.base)],
      [X(a), Z(tier.top)],
      [X(b), Z(tier.top)],
      [X(b), Z(tier.base)],
    ];
    shape(doc, box3, SKY_COLOURS.planned, 0.18);
  }
  const planned = upperEnvelope(
    d.tiers.flatMap((t) => tierSegments(edge, t)),
    0,
  );
  doc.save().lineWidth(1.4).strokeColor(SKY_COLOURS.planned);
  planned.forEach(([s, h], i) => (i ? doc.lineTo(X(s), Z(h)) : doc.moveTo(X(s), Z(h))));
  doc.stroke().restore();
  // Heights at the silhouettes' corners and the slopes of their sloped runs (each slope once).
  const placed: [number, number][] = [];
  const slopes = new Set<string>();
  for (const [line, colour] of [
    [planned, SKY_COLOURS.planned],
    [envelope, SKY_COLOURS.conforming],
  ] as const)
    line.forEach(([s, h], i) => {
      if (h > 0.01 && clearOf(placed, X(s), Z(h) - 6, 26)) text(h.toFixed(2), X(s), Z(h) - 6, colour, 5.5);
      const [s1, h1] = line[i + 1] ?? [s, h];
      const slope = Math.abs((h1 - h) / (s1 - s));
      const value = slope.toFixed(2);
      if (colour !== SKY_COLOURS.conforming || Math.abs(s1 - s) < 1 || !(slope > 0.05 && slope < 20)) return;
      if (slopes.has(value)) return;
      // Above the run: left of a rising one, right of a falling one.
      const [mx, my] = [X((s + s1) / 2) + (h1 > h === s1 > s ? -22 : 22), Z((h + h1) / 2) - 8];
      if (!clearOf(placed, mx, my, 30)) return;
      slopes.add(value);
      text(T.slope(value), mx, my, colour, 6.5);
    });
  doc.restore();
  doc.save().lineWidth(0.8).strokeColor("#000").rect(box.x, box.y, box.w, box.h).stroke().restore();
}
