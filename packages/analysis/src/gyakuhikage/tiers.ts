// The envelope as few stacked tiers (逆日影, issue 26): the height field floored to levels of `quantum`
// metres, and for each level the region of cells at least that high as prisms from the level below. Heights
// only ever round down, so the tiers stay inside the envelope and its forward check stays sound.
import { FillRule, areaD, trimCollinearD, unionD } from "@countertype/clipper2-ts";
import type { PathD, PathsD } from "@countertype/clipper2-ts";
import type { EnvelopeGrid } from "@soracity/engine";
import { pointInRing } from "@soracity/engine/geometry";
import type { SiteFrame } from "../frame";

/** A hikage case takes at most this many planned tiers (contracts: planned_buildings.max(100)). */
export const MAX_TIERS = 100;
/** Levels aimed at: more keep more volume, fewer make a faster forward check. */
export const TARGET_LEVELS = 12;
const DECIMALS = 4;

/** A tier in the frame: rings [outer, ...holes] (x, y m), from `base` to `base + height` above 平均地盤面. */
export interface LocalTier {
  rings: [number, number][][];
  base: number;
  height: number;
}

/** The stepped height field the tiers stand for (NaN outside the site), its levels and its tiers. */
export interface EnvelopeTiers {
  heights: Float32Array;
  quantum: number;
  levels: number[];
  tiers: LocalTier[];
}

/** A step of 0.25 m, 0.5 m, 1 m, 2 m, ... giving at most TARGET_LEVELS levels up to `max`. */
export function levelQuantum(max: number, levels = TARGET_LEVELS): number {
  let q = 0.25;
  while (max / q > levels) q *= 2;
  return q;
}

/** Each cell's height floored to the quantum (NaN stays NaN; negative heights become 0). */
export function steppedHeights(heights: Float32Array, quantum: number): Float32Array {
  return heights.map((h) => (Number.isNaN(h) ? NaN : Math.max(0, Math.floor(h / quantum + 1e-9) * quantum)));
}

const toPath = (ring: readonly (readonly [number, number])[]): PathD => ring.map(([x, y]) => ({ x, y }));
const fromPath = (path: PathD): [number, number][] => path.map((p) => [p.x, p.y]);

/** The cells at least `level` high as polygons (outer ring, then its holes), from their rows' runs. */
function regionPolygons(grid: EnvelopeGrid, heights: Float32Array, level: number): [number, number][][][] {
  const { nx, ny, spacing: s } = grid;
  const [x0, y0] = grid.origin;
  const runs: PathsD = [];
  for (let j = 0; j < ny; j++) {
    let i = 0;
    while (i < nx) {
      if (!(heights[j * nx + i] >= level)) {
        i++;
        continue;
      }
      let e = i + 1;
      while (e < nx && heights[j * nx + e] >= level) e++;
      const [ax, bx, ay, by] = [x0 + i * s, x0 + e * s, y0 + j * s, y0 + (j + 1) * s];
      runs.push(toPath([[ax, ay], [bx, ay], [bx, by], [ax, by]])); // prettier-ignore
      i = e;
    }
  }
  const paths = unionD(runs, [], FillRule.NonZero, DECIMALS).map((p) => trimCollinearD(p, DECIMALS));
  const outers = paths.filter((p) => areaD(p) > 0).map((p) => [fromPath(p)]);
  for (const hole of paths.filter((p) => areaD(p) < 0)) {
    const [hx, hy] = [hole[0].x, hole[0].y];
    const owner = outers
      .filter((o) => pointInRing(hx, hy, o[0]))
      .sort((a, b) => areaD(toPath(a[0])) - areaD(toPath(b[0])))[0];
    owner?.push(fromPath(hole));
  }
  return outers;
}

/** The tiers of a stepped height field: one per level and connected region, stacked on the level below. */
function tiersOf(grid: EnvelopeGrid, stepped: Float32Array): { levels: number[]; tiers: LocalTier[] } {
  const levels = [...new Set(stepped.filter((h) => h > 0))].sort((a, b) => a - b);
  const tiers: LocalTier[] = [];
  levels.forEach((level, k) => {
    const base = k === 0 ? 0 : levels[k - 1];
    for (const rings of regionPolygons(grid, stepped, level))
      tiers.push({ rings, base, height: level - base });
  });
  return { levels, tiers };
}

/**
 * The envelope's tiers: levels of levelQuantum(max height), coarser until there are at most MAX_TIERS tiers.
 * `lowered` steps every cell down that many quanta first (the forward check's safety steps).
 */
export function envelopeTiers(
  grid: EnvelopeGrid,
  heights: Float32Array,
  lowered = 0,
  levels = TARGET_LEVELS,
): EnvelopeTiers {
  let max = 0;
  for (const h of heights) if (h > max) max = h;
  for (let quantum = levelQuantum(max, levels); ; quantum *= 2) {
    const drop = lowered * quantum;
    const stepped = steppedHeights(
      heights.map((h) => h - drop),
      quantum,
    );
    const found = tiersOf(grid, stepped);
    if (found.tiers.length <= MAX_TIERS) return { heights: stepped, quantum, ...found };
  }
}

/** Volume (m³) of tiers: each ring's area (holes negative) times the tier's height. */
export function tiersVolume(tiers: readonly LocalTier[]): number {
  return tiers.reduce(
    (sum, t) =>
      sum +
      t.height * t.rings.reduce((a, ring, i) => a + (i === 0 ? 1 : -1) * Math.abs(areaD(toPath(ring))), 0),
    0,
  );
}

/** A planned tier of a hikage case (plannedBuildingSchema's input): lon/lat footprint, height, base_height. */
export interface EnvelopePlannedTier {
  id: string;
  building: string;
  footprint: { type: "Polygon"; coordinates: [number, number][][] };
  height: number;
  base_height: number;
}

const closed = (ring: [number, number][]): [number, number][] => [...ring, ring[0]];
const mm = (v: number): number => Math.round(v * 1000) / 1000;

/**
 * The envelope's tiers as a shadow case's `planned_buildings` (one building, `envelope`), for the one-click
 * case and the forward check: footprints in lon/lat, heights and bases above the 平均地盤面.
 */
export function envelopeToPlannedBuildings(
  tiers: readonly LocalTier[],
  frame: SiteFrame,
): EnvelopePlannedTier[] {
  return tiers.map((t, i) => ({
    id: `envelope-${i + 1}`,
    building: "envelope",
    footprint: {
      type: "Polygon",
      coordinates: t.rings.map((ring) => closed(ring.map(([x, y]) => frame.toLonLat(x, y)))),
    },
    // Floored to the millimetre: a height never rounds up.
    height: Math.floor(t.height * 1000 + 1e-6) / 1000,
    base_height: mm(t.base),
  }));
}
