// The views of a shadow result (issue 24 §1, contracts views.ts): 単独日影 (planned: the plan alone), 複合日影
// (composite: with the city's buildings and the existing models) and the hours the plan adds (added: the
// composite less the composite without the plan, cell by cell). A case without a plan has the composite only.
import type { ShadePoint, ShadowView } from "@soracity/contracts";
import { formatClock, prepareJob, shadePoints } from "@soracity/engine";
import type { PlaneShade, PointShade } from "@soracity/engine";
import type { ViewPlanes } from "./plane";
import { engineError } from "./plane";
import { isExisting } from "./exclude";
import type { ShadowSetup } from "./setup";

export interface ViewPlane {
  view: ShadowView;
  plane: PlaneShade;
}

/**
 * The added view's plane: composite hours less existing hours, clamped at 0 (the two differ by the steps the
 * plan alone shades, so the difference is never negative but for float rounding), and at each output time
 * the cells the composite shades and the existing buildings do not (時刻日影 of what the plan adds).
 */
export function addedPlane(composite: PlaneShade, existing: PlaneShade): PlaneShade {
  const hours = new Float32Array(composite.hours.length);
  for (let c = 0; c < hours.length; c++)
    hours[c] = Math.max(0, (composite.hours[c] ?? 0) - (existing.hours[c] ?? 0));
  const masks = composite.masks.map((mask, k) => {
    const other = existing.masks[k];
    const out = new Uint8Array(mask.length);
    for (let c = 0; c < out.length; c++) out[c] = (mask[c] ?? 0) & ((other?.[c] ?? 0) ^ 1);
    return out;
  });
  return { grid: composite.grid, rows: composite.rows, hours, masks };
}

/** The views of a run's planes, the default first: planned, composite, added (with a plan) or composite. */
export function shadowViews(planes: ViewPlanes): ViewPlane[] {
  if (!planes.planned || !planes.existing) return [{ view: "composite", plane: planes.composite }];
  return [
    { view: "planned", plane: planes.planned },
    { view: "composite", plane: planes.composite },
    { view: "added", plane: addedPlane(planes.composite, planes.existing) },
  ];
}

type Interval = [number, number];

/** Intervals of `a` not in `b` (both sorted, disjoint). */
export function intervalsLess(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const [from, to] of a) {
    let start = from;
    for (const [b0, b1] of b) {
      if (b1 <= start || b0 >= to) continue;
      if (b0 > start) out.push([start, b0]);
      start = Math.max(start, b1);
      if (start >= to) break;
    }
    if (start < to) out.push([start, to]);
  }
  return out;
}

/** Exact shade of the case's points among some of the scene's buildings (the engine's points mode). */
function pointShades(setup: ShadowSetup, keep: (b: unknown) => boolean): PointShade[] {
  const { regulation: _r, walls: _w, ...scene } = setup.scene;
  try {
    const job = prepareJob({ ...scene, buildings: (scene.buildings ?? []).filter(keep) });
    return shadePoints(job.scene, job.points, job.sunAt, job.sun.start, job.sun.end, { planeZ: job.planeZ });
  } catch (error) {
    throw engineError(error);
  }
}

/** A point's shade as the result writes it (the engine's CLI rounding: hours to 1e-6, times to the second). */
const written = (intervals: readonly Interval[]): Omit<ShadePoint, "lon" | "lat"> => ({
  shade_hours: Math.round(intervals.reduce((sum, [a, b]) => sum + (b - a), 0) * 1e6) / 1e6,
  intervals: intervals.map(([a, b]) => [formatClock(a), formatClock(b)]),
});

const isPlanned = (b: unknown): boolean => (b as { planned?: boolean }).planned === true;

/**
 * The measurement points: the default view's shade at the top (planned with a plan, else composite) and,
 * with a plan, each view's in `views`; the added view's intervals are the composite's less the existing's.
 */
export function viewPoints(setup: ShadowSetup): ShadePoint[] {
  if ((setup.scene.points?.length ?? 0) === 0) return [];
  const composite = pointShades(setup, () => true);
  const at = (i: number) => {
    const [lon = 0, lat = 0] = setup.params.points[i] ?? [];
    return { lon, lat };
  };
  if (!setup.hasPlan) return composite.map((p, i) => ({ ...at(i), ...written(p.intervals) }));
  const planned = pointShades(setup, isPlanned);
  const existing = pointShades(setup, isExisting);
  return composite.map((c, i) => {
    const own = written(planned[i]?.intervals ?? []);
    const added = written(intervalsLess(c.intervals, existing[i]?.intervals ?? []));
    return { ...at(i), ...own, views: { planned: own, composite: written(c.intervals), added } };
  });
}
