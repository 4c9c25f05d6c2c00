import type { SiteFrame } from "@soracity/analysis";
import { tierTop, type ExistingBuilding, type PlannedTier } from "./exports.buildings";
import { at, label, ring, ringsOf, type Sheet } from "./exports.pdf.draw";
import type { LayerFeature } from "./exports.source";

/** The scales a drawing is made at (1/200 … 1/5000), the largest that fits its content first. */
export const DRAWING_SCALES = [100, 200, 250, 300, 500, 600, 1000, 1200, 2500, 5000] as const;
const PT_PER_M_AT_1 = (1000 / 25.4) * 72;

/**
 * The largest standard scale at which everything around the site (half-extent east-west and north-south, m;
 * the site at the frame's centre) fits the frame, less a margin for labels.
 */
export function fitScale(halfX: number, halfY: number, box: { w: number; h: number }): number {
  const needed = Math.max(
    (2 * halfX * PT_PER_M_AT_1) / (box.w - 40),
    (2 * halfY * PT_PER_M_AT_1) / (box.h - 40),
  );
  return DRAWING_SCALES.find((s) => s >= needed) ?? DRAWING_SCALES[DRAWING_SCALES.length - 1];
}

/** Largest |x| and |y| (local m about the site) of the rings drawn. */
export function halfExtent(frame: SiteFrame, rings: number[][][]): [number, number] {
  let [hx, hy] = [10, 10];
  for (const r of rings)
    for (const [lon = 0, lat = 0] of r) {
      const [x, y] = frame.toLocal(lon, lat);
      hx = Math.max(hx, Math.abs(x));
      hy = Math.max(hy, Math.abs(y));
    }
  return [hx, hy];
}

/** Fills and strokes a ring (a building's footprint). */
function polygon(
  s: Sheet,
  coords: number[][],
  fill: string,
  stroke: string,
  width: number,
): [number, number][] {
  const pts = coords.map(([lon = 0, lat = 0]) => at(s, lon, lat));
  const [first, ...rest] = pts;
  if (!first) return pts;
  s.doc.save().lineWidth(width).fillColor(fill).strokeColor(stroke).moveTo(first[0], first[1]);
  for (const [x, y] of rest) s.doc.lineTo(x, y);
  s.doc.closePath().fillAndStroke().restore();
  return pts;
}

const centreOf = (pts: [number, number][]): [number, number] => {
  const n = Math.max(1, pts.length);
  return [pts.reduce((a, p) => a + p[0], 0) / n, pts.reduce((a, p) => a + p[1], 0) / n];
};

/**
 * The buildings on a drawing: the city's in grey with their height, the planned tiers with a heavy outline
 * and "H=…m" (top above the 平均地盤面) per tier, stacked tiers' texts one under another.
 */
export function drawBuildings(
  s: Sheet,
  existing: readonly ExistingBuilding[],
  tiers: readonly PlannedTier[],
  ground: number | null,
): void {
  for (const b of existing) {
    const pts = b.rings.map((r) => polygon(s, r, "#e4e4e4", "#8a8a8a", 0.4))[0] ?? [];
    const [cx, cy] = centreOf(pts);
    label(s, cx, cy, `${b.height.toFixed(1)}m`, "#666", 4.5);
  }
  tiers.forEach((tier) => tier.rings.forEach((r) => polygon(s, r, "#ffffff", "#000", 1.4)));
  // Each tier's height inside its own outline, at its south edge: stacked tiers' texts then stand apart.
  tiers.forEach((tier) => {
    const pts = (tier.rings[0] ?? []).map(([lon = 0, lat = 0]) => at(s, lon, lat));
    const [cx] = centreOf(pts);
    const south = Math.max(...pts.map((p) => p[1]));
    const name = tier.building ? `${tier.building} ` : "";
    label(s, cx, south - 5, `${name}H=${tierTop(tier, ground).toFixed(1)}m`, "#000", 6);
  });
}

/** The site boundary (heavy, dash-dot) and the 5 m / 10 m lines (dashed), each line named at its north. */
export function drawRegulationLines(s: Sheet, features: readonly LayerFeature[]): void {
  for (const f of features) {
    const line = String(f.properties.line);
    const site = line === "site";
    for (const r of ringsOf(f)) {
      const pts = ring(
        s,
        r,
        site ? "#000" : line === "5m" ? "#1a7f37" : "#1f4e9c",
        site ? 1 : 0.6,
        site ? 6 : 3,
      );
      if (site) continue;
      const north = pts.reduce((a, b) => (b[1] < a[1] ? b : a), pts[0] ?? [0, 0]);
      label(
        s,
        north[0],
        north[1] - 4,
        line === "5m" ? "5m" : "10m",
        line === "5m" ? "#1a7f37" : "#1f4e9c",
        5.5,
      );
    }
  }
}
