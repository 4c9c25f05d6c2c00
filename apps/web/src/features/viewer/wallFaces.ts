import { SPHERE_METRES_PER_DEGREE, sphereMetresPerDegreeLon } from "@soracity/engine/geometry";
import type { Feature, FeatureCollection } from "./api";
import { pointOf } from "./geometry";

// 壁面日影 in 3D (issue 24 §2): the walls layer holds one point per wall sample, the centre of a cell of the
// facade (an LOD1 wall cut into columns along it and rows up it; a mesh wall triangle cut into smaller ones),
// with its building, surface (facade), outward normal and hours. Each sample becomes a vertical face the size
// of its cell, so a facade reads as a coloured surface. The cell size is not in the layer: it is the step
// between the facade's sample columns and rows (for LOD1 walls exactly the cell; for meshes a typical one).

/** One sample's face: its four corners (lon, lat, height): along the facade at the bottom, then back at the top. */
export interface WallFace {
  corners: [number, number, number][];
  feature: Feature;
}

interface Sample {
  lon: number;
  lat: number;
  h: number;
  feature: Feature;
}

/** Faces stand this far (m) off the wall, so the city model's own wall does not fight them for depth. */
const OFF_WALL = 0.15;
/** Sample steps closer than this (m) are one column or row. */
const SAME = 0.05;
/** The cell size (m) of a facade with one sample: the walls' default spacing. */
const LONE_CELL = 1;

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The median step between the distinct values of `values` (null with fewer than two). */
function typicalStep(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const steps: number[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const step = sorted[i] - sorted[i - 1];
    if (step > SAME) steps.push(step);
  }
  steps.sort((a, b) => a - b);
  return steps.length > 0 ? steps[Math.floor(steps.length / 2)] : null;
}

/** The samples of the layer by facade (building, surface; the normal parts facades of unnamed buildings). */
function facades(collection: FeatureCollection): Map<string, { normal: number[]; samples: Sample[] }> {
  const out = new Map<string, { normal: number[]; samples: Sample[] }>();
  for (const feature of collection.features) {
    const p = feature.properties ?? {};
    const at = pointOf(feature);
    const surface = num(p.surface);
    if (!at || surface === null) continue;
    const normal = Array.isArray(p.normal) ? p.normal.map((v) => num(v) ?? 0) : [];
    const building = typeof p.building === "string" ? p.building : null;
    const key = `${building ?? ""}|${surface}|${building === null ? normal.join(",") : ""}`;
    let facade = out.get(key);
    if (!facade) out.set(key, (facade = { normal, samples: [] }));
    facade.samples.push({ lon: at[0], lat: at[1], h: num(at[2]) ?? num(p.z) ?? 0, feature });
  }
  return out;
}

/**
 * A face per wall sample of a walls layer, centred on the sample, `OFF_WALL` outside its wall, as wide as
 * the step between the facade's columns and as high as the step between its rows (either when the facade
 * has one column or one row).
 */
export function wallFaces(collection: FeatureCollection): WallFace[] {
  const out: WallFace[] = [];
  for (const { normal, samples } of facades(collection).values()) {
    const first = samples[0];
    const [nx = 0, ny = 0] = normal;
    const nl = Math.hypot(nx, ny);
    // Outward in the plane, and along the facade (the normal turned a quarter; east without a normal).
    const [ox, oy] = nl > 1e-6 ? [nx / nl, ny / nl] : [0, 0];
    const [tx, ty] = nl > 1e-6 ? [-oy, ox] : [1, 0];
    const perLon = sphereMetresPerDegreeLon(first.lat);
    const along = samples.map(
      (s) => (s.lon - first.lon) * perLon * tx + (s.lat - first.lat) * SPHERE_METRES_PER_DEGREE * ty,
    );
    const columnStep = typicalStep(along);
    const rowStep = typicalStep(samples.map((s) => s.h));
    const halfWidth = (columnStep ?? rowStep ?? LONE_CELL) / 2;
    const halfHeight = (rowStep ?? columnStep ?? LONE_CELL) / 2;
    for (const s of samples) {
      // East and north metres to degrees at the sample.
      const at = (east: number, north: number, up: number): [number, number, number] => [
        s.lon + (east + ox * OFF_WALL) / perLon,
        s.lat + (north + oy * OFF_WALL) / SPHERE_METRES_PER_DEGREE,
        s.h + up,
      ];
      const [ex, ey] = [tx * halfWidth, ty * halfWidth];
      out.push({
        corners: [
          at(-ex, -ey, -halfHeight),
          at(ex, ey, -halfHeight),
          at(ex, ey, halfHeight),
          at(-ex, -ey, halfHeight),
        ],
        feature: s.feature,
      });
    }
  }
  return out;
}
