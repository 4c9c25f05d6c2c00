import { pointInRing, ringSelfIntersection, ringsCentroid, signedArea } from "../geometry";
import type { DeemedEdge } from "../shadow/regulation";
import type { Ring2 } from "../shadow/types";
import { toDrawingFrame } from "../shadow/schedule";
import { DECLINATION_PRESETS, regulationSun } from "../sun/regulation";
import type { SunVector } from "../sun/regulation";
import type { Degrees, Hours, Meters } from "../units";
import { refuse } from "./errors";
import type { LineSamples } from "./samples";
import { regulationSamples } from "./samples";
import type { SunBins, TanTable } from "./sunTable";
import { aimedTables, sunBins, tanTable } from "./sunTable";
import type { ShadeWindow } from "./windows";
import { sunlitIntervals, windowFamilies } from "./windows";

/** Grid spacings accepted (metres). */
export const ENVELOPE_SPACING_RANGE = [0.25, 2] as const;
/** Largest grid accepted (cells over the site's bounding box). */
export const ENVELOPE_MAX_CELLS = 4_000_000;

export interface ShadowEnvelopeInput {
  /** The site in local metres (drawing frame: x east, y the drawing's north), simple, possibly non-convex. */
  site: Ring2;
  /** Permitted shade (hours) beyond the 5 m line up to the 10 m line, and beyond the 10 m line. */
  limits: { hours5: Hours; hours10: Hours };
  /** Site edges on a road, water or railway (令135条の12第3項第1号): the lines start from the deemed boundary. */
  deemed?: readonly DeemedEdge[];
  /** Measurement plane height z_m above 平均地盤面 (the envelope's zero), metres. */
  planeHeight: Meters;
  /** Latitude of the site (degrees). */
  latitude: Degrees;
  /** Declination of the regulation day (degrees); default the winter solstice, -23.45. */
  declination?: Degrees;
  /** Regulation window in true solar time; default [8, 16] (Hokkaido: [9, 15], WINDOW_PRESETS.hokkaido). */
  window?: readonly [Hours, Hours];
  /** True north is this many degrees clockwise from the drawing's +y (as the shadow engine's northAngle). */
  northAngle?: Degrees;
  /** Grid spacing (metres, 0.25..2); default 1. */
  spacing?: Meters;
  /** Spacing of the measurement points along the 5 m and 10 m lines (metres, 0.05..1); default 0.25. */
  lineSpacing?: Meters;
  /** Shade kept below each limit, so the forward check's strict `< limit` holds (hours); default 30 s. */
  marginHours?: Hours;
  /**
   * The window families to try; the one holding the most volume is kept. Default noon, shifted and tails,
   * which are sound by construction. "aimed" (each point's window centred on the time the sun stands in the
   * direction from it to the site's centroid) holds far more but is not sound by construction inside the
   * zones (docs/gyakuhikage.md): an envelope of it must pass the forward check.
   */
  families?: readonly ShadeWindow["kind"][];
  /** Height no cell exceeds (metres above 平均地盤面); default 200. Cells no point constrains stop there. */
  ceiling?: Meters;
}

/** The grid of the height field: cell (i, j) has its centre at origin + ((i + 0.5) s, (j + 0.5) s). */
export interface EnvelopeGrid {
  origin: readonly [x: Meters, y: Meters];
  spacing: Meters;
  nx: number;
  ny: number;
}

/** The windows of permitted shade of the 5 m line's points and of the 10 m line's points. */
export interface EnvelopeFamily {
  hours5: ShadeWindow;
  hours10: ShadeWindow;
}

export interface ShadowEnvelope {
  grid: EnvelopeGrid;
  /**
   * Allowed height of each cell (metres above 平均地盤面), row-major (index j * nx + i, j northwards); NaN
   * for cells whose centre is outside the site. A cell's value holds for every point of its square.
   */
  heights: Float32Array;
  /** The window family kept: the one whose envelope holds the most volume. */
  family: EnvelopeFamily;
  /**
   * Whether the envelope passes by construction (windows shared by every point of a line); false for the
   * "aimed" family, whose envelope must be checked forward (checkRegulation) before it is offered.
   */
  soundByConstruction: boolean;
  /** Volume of the envelope above 平均地盤面 (m³): the cells' heights times their area. */
  volume: number;
  /** Cells inside the site, and their area (m²). */
  cells: number;
  area: number;
  /** Highest allowed cell (metres above 平均地盤面). */
  maxHeight: Meters;
  /** Every family tried with its volume, largest first. */
  candidates: (EnvelopeFamily & { volume: number })[];
  /** Measurement points used on the 5 m and 10 m lines. */
  samples: { m5: number; m10: number };
  /**
   * Allowed height (metres above 平均地盤面) at a point of the site, null outside it: the caps of the chosen
   * family evaluated at the point itself (not interpolated), so never below the cell value there.
   */
  heightAt(x: Meters, y: Meters): Meters | null;
}

const TWO_PI = 2 * Math.PI;

/** One limit's line: its samples and the sparse tables of its candidate windows. */
interface LimitPass {
  samples: LineSamples;
  /** The windows tried (the caps' columns). */
  windows: ShadeWindow[];
  tables: TanTable[];
  /**
   * Column k reads table k for every sample, except an aimed column (the last), whose table for sample q is
   * pick[q]; null without one.
   */
  pick: Int32Array | null;
}

/**
 * Lower `caps` (K windows × points, window-major) by every sample of `pass`: a point (x, y) standing for
 * the disc of `extent` around it (a cell's half diagonal; 0 for a point) may rise to
 * z_m + (|PQ| - extent - radius) · tan h, h the lowest sun while its azimuth is within the disc's sector as
 * seen from anywhere within `radius` of the sample Q and it is outside the sample's permitted shade.
 */
function lowerCaps(
  pass: LimitPass,
  bins: SunBins,
  planeHeight: Meters,
  xs: Float64Array,
  ys: Float64Array,
  extent: Meters,
  caps: Float64Array,
): void {
  const { xy, radius } = pass.samples;
  const { a0, a1, width, count } = bins;
  const r = extent + radius;
  const n = xs.length;
  const K = pass.windows.length;
  const { pick } = pass;
  const aimedColumn = pick ? K - 1 : K;
  // level lv of every window's sparse table side by side: window k's entries from k * count
  const levels = pass.tables[0]!.levels.map((_, lv) => {
    const flat = new Float64Array(pass.tables.length * count);
    pass.tables.forEach((t, k) => flat.set(t.levels[lv]!, k * count));
    return flat;
  });
  const ranges = new Int32Array(4);
  for (let q = 0; q < xy.length; q += 2) {
    const qx = xy[q]!;
    const qy = xy[q + 1]!;
    for (let c = 0; c < n; c++) {
      const dx = xs[c]! - qx;
      const dy = ys[c]! - qy;
      const dist = Math.sqrt(dx * dx + dy * dy);
      // centre azimuth mapped into [a0, a0 + 2π); asin(x) <= πx/2 bounds the half sector before asin
      let centre = Math.atan2(dx, dy) - a0;
      centre = a0 + (centre < 0 ? centre + TWO_PI : centre);
      const ratio = r / dist;
      const rough = ratio >= 1 ? Math.PI : (Math.PI / 2) * ratio;
      if (centre - rough > a1 && centre + rough - TWO_PI < a0) continue;
      const half = ratio >= 1 ? Math.PI : Math.asin(ratio);
      let found = 0;
      for (let turn = 0; turn < 2; turn++) {
        const mid = centre - turn * TWO_PI;
        const lo = mid - half > a0 ? mid - half : a0;
        const hi = mid + half < a1 ? mid + half : a1;
        if (lo > hi) continue;
        ranges[2 * found] = Math.min(count - 1, Math.floor((lo - a0) / width));
        ranges[2 * found + 1] = Math.min(count - 1, Math.floor((hi - a0) / width));
        found++;
      }
      if (found === 0) continue;
      const reach = dist > r ? dist - r : 0;
      const lo0 = ranges[0]!;
      const hi0 = ranges[1]!;
      const lv0 = 31 - Math.clz32(hi0 - lo0 + 1);
      const level0 = levels[lv0]!;
      const second0 = hi0 - (1 << lv0) + 1;
      for (let k = 0; k < K; k++) {
        const o = (k === aimedColumn ? pick![q >> 1]! : k) * count;
        const a = level0[o + lo0]!;
        const b = level0[o + second0]!;
        let least = a < b ? a : b;
        if (found === 2) {
          const lo = ranges[2]!;
          const hi = ranges[3]!;
          const lv = 31 - Math.clz32(hi - lo + 1);
          const level = levels[lv]!;
          const m = Math.min(level[o + lo]!, level[o + hi - (1 << lv) + 1]!);
          if (m < least) least = m;
        }
        if (least === Infinity) continue;
        const cap = planeHeight + reach * least;
        const at = k * n + c;
        if (cap < caps[at]!) caps[at] = cap;
      }
    }
  }
}

/** A value stored as float32 that is not above v (heights must never round up). */
function floatBelow(v: number): number {
  const mm = Math.floor(v * 1000) / 1000;
  const f = Math.fround(mm);
  return f <= v ? f : Math.fround(mm - 0.001);
}

function validate(input: ShadowEnvelopeInput): void {
  const { site, limits, planeHeight, latitude } = input;
  const points: Ring2 = Array.isArray(site) ? site : [];
  if (points.length < 3 || points.some(([x, y]) => !Number.isFinite(x) || !Number.isFinite(y)))
    refuse("invalid_site", "the site needs 3 finite points or more");
  if (ringSelfIntersection(site)) refuse("site_not_simple", "the site boundary crosses or touches itself");
  if (!(Math.abs(signedArea(site)) > 0)) refuse("invalid_site", "the site has no area");
  const [start, end] = input.window ?? [8, 16];
  if (!(start >= 0 && end <= 24 && end - start >= 1))
    refuse("invalid_window", "window must be within 0..24 h");
  for (const h of [limits?.hours5, limits?.hours10])
    if (!(typeof h === "number" && h > 0 && h < end - start))
      refuse("invalid_limits", "limits must be more than 0 and less than the window");
  if (!(Number.isFinite(planeHeight) && planeHeight >= 0 && planeHeight <= 100))
    refuse("invalid_plane", "plane height must be within 0..100 m");
  if (!(Math.abs(latitude) <= 66)) refuse("invalid_sun", "latitude must be within -66..66°");
  const spacing = input.spacing ?? 1;
  if (!(spacing >= ENVELOPE_SPACING_RANGE[0] && spacing <= ENVELOPE_SPACING_RANGE[1]))
    refuse("grid_spacing_out_of_range", "grid spacing must be within 0.25..2 m");
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const cells =
    Math.ceil((Math.max(...xs) - Math.min(...xs)) / spacing) *
    Math.ceil((Math.max(...ys) - Math.min(...ys)) / spacing);
  if (cells > ENVELOPE_MAX_CELLS)
    refuse("grid_too_large", `the grid would have ${cells} cells (at most ${ENVELOPE_MAX_CELLS})`);
  const lineSpacing = input.lineSpacing ?? 0.25;
  if (!(lineSpacing >= 0.05 && lineSpacing <= 1))
    refuse("line_spacing_out_of_range", "line spacing must be within 0.05..1 m");
}

/** The grid over the site's bounding box and the centres of the cells inside the site. */
function siteGrid(
  site: Ring2,
  spacing: Meters,
): { grid: EnvelopeGrid; index: Int32Array; xs: Float64Array; ys: Float64Array } {
  const xsAll = site.map((p) => p[0]);
  const ysAll = site.map((p) => p[1]);
  const x0 = Math.min(...xsAll);
  const y0 = Math.min(...ysAll);
  const nx = Math.max(1, Math.ceil((Math.max(...xsAll) - x0) / spacing - 1e-9));
  const ny = Math.max(1, Math.ceil((Math.max(...ysAll) - y0) / spacing - 1e-9));
  const index: number[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++) {
      const x = x0 + (i + 0.5) * spacing;
      const y = y0 + (j + 0.5) * spacing;
      if (!pointInRing(x, y, site)) continue;
      index.push(j * nx + i);
      xs.push(x);
      ys.push(y);
    }
  return {
    grid: { origin: [x0, y0], spacing, nx, ny },
    index: Int32Array.from(index),
    xs: Float64Array.from(xs),
    ys: Float64Array.from(ys),
  };
}

/**
 * 逆日影: the largest height field over the site whose shade keeps every point beyond the 5 m line under
 * hours5 and beyond the 10 m line under hours10 (see docs/gyakuhikage.md). Each measurement point Q of a
 * line is given a window of permitted shade W (the same for every point of that line); outside W the sun
 * must reach Q, so a cell in the sun's direction from Q may rise to z_m + |PQ| tan h. Several window
 * families are tried and the one whose envelope holds the most volume is kept (families are never mixed
 * cell by cell). Cost: cells × line points × windows, no time stepping.
 */
export function computeShadowEnvelope(input: ShadowEnvelopeInput): ShadowEnvelope {
  validate(input);
  const spacing = input.spacing ?? 1;
  const lineSpacing = input.lineSpacing ?? 0.25;
  const [start, end] = input.window ?? [8, 16];
  const margin = input.marginHours ?? 1 / 120;
  const ceiling = input.ceiling ?? 200;
  const declination = input.declination ?? DECLINATION_PRESETS.winterSolstice;
  const northAngle = input.northAngle ?? 0;
  const sunAt = (t: Hours): SunVector =>
    toDrawingFrame(regulationSun(input.latitude, declination, t).vector, northAngle);
  const bins = sunBins(sunAt, start, end);
  const [m5, m10] = regulationSamples(input.site, input.deemed ?? [], lineSpacing);
  const kinds = input.families ?? ["noon", "shifted", "tails"];
  const centroid = ringsCentroid([input.site]) ?? [0, 0];
  const pass = (samples: LineSamples, hours: Hours): LimitPass => {
    const t = Math.max(0, hours - margin);
    const windows = windowFamilies(t, start, end).filter((w) => kinds.includes(w.kind));
    const tables = windows.map((w) => tanTable(bins, sunlitIntervals(w.intervals, start, end)));
    const shared = windows.length;
    const aimed = kinds.includes("aimed") ? aimedTables(bins, samples, centroid, t, start, end) : null;
    if (aimed) {
      windows.push({ kind: "aimed", position: 0.5, intervals: [] });
      tables.push(...aimed.tables);
    }
    if (windows.length === 0) refuse("invalid_window", "no window family to try");
    if (!aimed) return { samples, windows, tables, pick: null };
    return { samples, windows, tables, pick: aimed.pick.map((index) => shared + index) };
  };
  const passes = [pass(m5, input.limits.hours5), pass(m10, input.limits.hours10)] as const;
  const { grid, index, xs, ys } = siteGrid(input.site, spacing);
  const n = index.length;
  const extent = (spacing * Math.SQRT2) / 2;
  const caps = passes.map((p) => {
    const out = new Float64Array(p.tables.length * n).fill(Infinity);
    lowerCaps(p, bins, input.planeHeight, xs, ys, extent, out);
    return out;
  });
  const cellArea = spacing * spacing;
  const [c5, c10] = caps as [Float64Array, Float64Array];
  const candidates: (EnvelopeFamily & { volume: number; k5: number; k10: number })[] = [];
  passes[0].windows.forEach((w5, k5) =>
    passes[1].windows.forEach((w10, k10) => {
      let sum = 0;
      for (let c = 0; c < n; c++) sum += Math.min(ceiling, c5[k5 * n + c]!, c10[k10 * n + c]!);
      candidates.push({ hours5: w5, hours10: w10, volume: sum * cellArea, k5, k10 });
    }),
  );
  candidates.sort((a, b) => b.volume - a.volume);
  const best = candidates[0]!;
  const heights = new Float32Array(grid.nx * grid.ny).fill(NaN);
  let volume = 0;
  let maxHeight = 0;
  for (let c = 0; c < n; c++) {
    const h = floatBelow(Math.min(ceiling, c5[best.k5 * n + c]!, c10[best.k10 * n + c]!));
    heights[index[c]!] = h;
    volume += h * cellArea;
    if (h > maxHeight) maxHeight = h;
  }
  const only = (p: LimitPass, k: number): LimitPass => {
    const aimedKept = p.pick !== null && k === p.windows.length - 1;
    const pick = aimedKept ? p.pick : new Int32Array(p.samples.xy.length / 2).fill(k);
    return { ...p, windows: [p.windows[k]!], pick };
  };
  const chosen = [only(passes[0], best.k5), only(passes[1], best.k10)];
  const heightAt = (x: Meters, y: Meters): Meters | null => {
    if (!Number.isFinite(x) || !Number.isFinite(y) || !pointInRing(x, y, input.site)) return null;
    const cap = new Float64Array([Infinity]);
    for (const p of chosen)
      lowerCaps(p, bins, input.planeHeight, new Float64Array([x]), new Float64Array([y]), 0, cap);
    return floatBelow(Math.min(ceiling, cap[0]!));
  };
  return {
    grid,
    heights,
    family: { hours5: best.hours5, hours10: best.hours10 },
    soundByConstruction: best.hours5.kind !== "aimed" && best.hours10.kind !== "aimed",
    volume,
    cells: n,
    area: n * cellArea,
    maxHeight,
    candidates: candidates.map(({ hours5, hours10, volume: v }) => ({ hours5, hours10, volume: v })),
    samples: { m5: m5.xy.length / 2, m10: m10.xy.length / 2 },
    heightAt,
  };
}
