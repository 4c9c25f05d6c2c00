// POST /run's bound of a model's wall samples (from the totals stored at upload) is never above what the worker
// counts with every building loaded, and not far below it when walls are long and tall against the spacing.
import { SERVICE_PIPELINES } from "@soracity/analysis";
import { buildingToFeature, type Building } from "@soracity/citymodel";
import { describe, expect, it } from "vitest";
import { modelTotals } from "../models/models.totals";
import { modelFeatureToBuilding } from "./analysis.buildings";
import { offset, type Site } from "./analysis.fixtures";
import { modelWallBound } from "./analysis.refusal";

/** A deterministic generator (a linear congruential one: ample for shapes). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296;
}

/** Buildings of random polygons (3 to 9 corners, some with a hole, some of two parts) around `centre`. */
function buildings(centre: Site, n: number, seed: number): Building[] {
  const rnd = random(seed);
  const polygon = (x: number, y: number, r: number, hole: boolean) => {
    const corners = 3 + Math.floor(rnd() * 7);
    const ring = (radius: number) =>
      Array.from({ length: corners }, (_, k) => {
        const a = (2 * Math.PI * k) / corners;
        return offset(centre, x + radius * Math.cos(a), y + radius * Math.sin(a));
      });
    return hole ? [ring(r), ring(r / 3).reverse()] : [ring(r)];
  };
  return Array.from({ length: n }, (_, i) => {
    const x = (rnd() - 0.5) * 2000;
    const y = (rnd() - 0.5) * 2000;
    const r = 0.3 + rnd() * 40;
    const parts =
      rnd() < 0.2
        ? [polygon(x, y, r, false), polygon(x + 3 * r, y, r / 2, true)]
        : [polygon(x, y, r, rnd() < 0.3)];
    const groundZ = rnd() * 30;
    return {
      id: `b${i}`,
      source: "geojson",
      footprint: parts,
      groundZ,
      height: rnd() * 80,
      ...(rnd() < 0.3 ? { lod1TopZ: groundZ + rnd() * 50 } : {}),
      heightSource: "attribute",
      lods: [1],
      parts: 0,
      surfaces: [],
      attributes: {},
    };
  });
}

/** The worker's wall samples over the models' buildings (its own count: the pipeline's measures). */
function exact(site: Site, features: unknown[], spacing: number): number {
  const modelBuildings = features.flatMap((f, i) => modelFeatureToBuilding(f, `model:${i}`) ?? []);
  const parameters = { target_range: { type: "Polygon", coordinates: [[offset(site, -1, -1), offset(site, 1, -1), offset(site, 1, 1), offset(site, -1, -1)]] }, points: [offset(site, 0, 0)], walls: { enabled: true, spacing } }; // prettier-ignore
  const measures = SERVICE_PIPELINES.hikage.measures({ service: "hikage", site, parameters, cityBuildings: [], modelBuildings }); // prettier-ignore
  return measures.find((m) => m.name === "wallSamples")?.count ?? NaN;
}

describe("modelWallBound", () => {
  const model = { lon: 139.7, lat: 35.6 };
  const placed = buildings(model, 300, 7);
  const features = placed.map(buildingToFeature);
  const coords = placed.flatMap((b) => b.footprint.flat(2));
  const lons = coords.map((c) => c[0]);
  const lats = coords.map((c) => c[1]);
  const bbox = [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] as const;
  const totals = { ...modelTotals(features, bbox), minLon: bbox[0], minLat: bbox[1], maxLon: bbox[2], maxLat: bbox[3] }; // prettier-ignore

  it.each([
    ["at the model", model],
    ["80 km away", { lon: 140.5, lat: 35.8 }],
  ])("never counts more than the worker, %s", (_name, site) => {
    for (const spacing of [0.25, 0.3, 0.7, 1, 2.5, 10]) {
      const bound = modelWallBound([totals], site, spacing);
      const count = exact(site, features, spacing);
      expect(bound, `spacing ${spacing}`).toBeLessThanOrEqual(count);
      if (spacing <= 1) expect(bound, `spacing ${spacing}`).toBeGreaterThan(0.9 * count);
    }
  });

  it("counts nothing of a model without totals or far from the site", () => {
    expect(modelWallBound([{ ...totals, wallCount: null, wallArea: null }], model, 0.25)).toBe(0);
    expect(modelWallBound([totals], { lon: 141.5, lat: 35.6 }, 0.25)).toBe(0);
  });
});
