import type { ShadePoint } from "@soracity/contracts";
import { closePools } from "@soracity/engine";
import { afterAll, describe, expect, it } from "vitest";
import {
  SERVICE_PIPELINES,
  assembleShadowTiles,
  runAnalysis,
  runShadowTile,
  shadowTileCount,
} from "../index";
import type { AnalysisInput, AnalysisLayer } from "../index";
import { SiteFrame } from "../frame";
import { localBox, localRect } from "../testing/geometry";
import { intervalsLess } from "./views";

const SITE = { lon: 135.5, lat: 34.69 };
const frame = new SiteFrame(SITE.lon, SITE.lat);
afterAll(() => closePools());

// A planned 20 m cube at the centre and an existing 12 m block 40 m north of it; the analysis range lies
// north of the cube from 15 m off its face (neighbours' land), with the existing block inside it.
const EXISTING = localBox(frame, "existing", [-15, 40, 5, 50], 12);
const PLANNED = { footprint: localRect(frame, -10, -10, 10, 10), height: 20 };
const POINTS = [frame.toLonLat(0, 30), frame.toLonLat(-12, 55), frame.toLonLat(20, 30)];

const input = (parameters: Record<string, unknown>, cityBuildings = [EXISTING]): AnalysisInput => ({
  service: "hikage",
  site: SITE,
  parameters: {
    target_range: localRect(frame, -150, -150, 150, 150),
    analysis_range: localRect(frame, -50, 25, 50, 95),
    grid_spacing: 2,
    ground_elevation: 0,
    planned_buildings: [PLANNED],
    points: POINTS,
    ...parameters,
  },
  cityBuildings,
  modelBuildings: [],
});

const hoursOf = (layer: AnalysisLayer | undefined) =>
  new Float32Array(new Uint8Array(layer?.data ?? []).buffer);
const named = (layers: AnalysisLayer[], name: string) => layers.find((l) => l.name === name);
type Views = Record<string, { max_hours: number; areas: { hours: number; area_m2: number }[] }>;

describe("views of a shadow result: planned, composite, added", () => {
  it("names each view's layers, the planned (default) bare, and sums each view", async () => {
    const out = await runAnalysis(input({}));
    const grid = ["shade_hours", "shade_hours_png", "contours", "outlines"];
    expect(out.layers.map((l) => [l.name, l.meta.view])).toEqual([
      ...grid.map((n) => [n, "planned"]),
      ...grid.map((n) => [`${n}.composite`, "composite"]),
      ...grid.map((n) => [`${n}.added`, "added"]),
    ]);
    const summary = out.summary as { max_hours: number; areas: unknown; views: Views };
    const { planned, composite, added } = summary.views;
    // Inside the existing block the plane is shaded all day; the cube's shade 15 m off its face is not.
    expect(composite?.max_hours).toBeCloseTo(8, 5);
    expect(planned?.max_hours).toBeGreaterThan(1);
    expect(planned?.max_hours).toBeLessThan(composite?.max_hours ?? 0);
    expect(summary.max_hours).toBe(planned?.max_hours);
    expect(summary.areas).toEqual(planned?.areas);
    // Each view's figures are its own grid's.
    for (const [view, name] of [
      ["planned", "shade_hours"],
      ["composite", "shade_hours.composite"],
      ["added", "shade_hours.added"],
    ] as const)
      expect(summary.views[view]?.max_hours).toBeCloseTo(Math.max(...hoursOf(named(out.layers, name))), 5);
    expect(added?.max_hours).toBeLessThanOrEqual(planned?.max_hours ?? 0);
  });

  it("added = composite less the city without the plan, cell by cell, never negative", async () => {
    const out = await runAnalysis(input({}));
    const withoutPlan = await runAnalysis(input({ planned_buildings: [] }));
    const composite = hoursOf(named(out.layers, "shade_hours.composite"));
    const existing = hoursOf(named(withoutPlan.layers, "shade_hours"));
    const added = hoursOf(named(out.layers, "shade_hours.added"));
    const planned = hoursOf(named(out.layers, "shade_hours"));
    expect(added).toHaveLength(composite.length);
    let shadedByBoth = 0;
    added.forEach((h, c) => {
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeCloseTo(Math.max(0, (composite[c] ?? 0) - (existing[c] ?? 0)), 5);
      // The plan adds at most its own shade.
      expect(h).toBeLessThanOrEqual((planned[c] ?? 0) + 1e-5);
      if (h < (planned[c] ?? 0) - 1e-3) shadedByBoth++;
    });
    // Somewhere the cube's shade falls where the block's already does: added < planned there.
    expect(shadedByBoth).toBeGreaterThan(0);
    // The planned view is the cube alone, whatever the city.
    const alone = await runAnalysis(input({}, []));
    expect([...planned]).toEqual([...hoursOf(named(alone.layers, "shade_hours"))]);
  });

  it("gives each point every view's shade, the planned at the top", async () => {
    const out = await runAnalysis(input({}));
    const alone = await runAnalysis(input({}, []));
    const withoutPlan = await runAnalysis(input({ planned_buildings: [] }));
    const points = out.points as ShadePoint[];
    points.forEach((p, i) => {
      const own = alone.points[i] as ShadePoint;
      const city = withoutPlan.points[i] as ShadePoint;
      expect({ shade_hours: p.shade_hours, intervals: p.intervals }).toEqual(own.views?.planned);
      expect(p.views?.planned).toEqual(own.views?.planned);
      const { composite, added } = p.views ?? {};
      expect(added?.shade_hours).toBeCloseTo((composite?.shade_hours ?? 0) - city.shade_hours, 5);
    });
    // The point inside the block's shade and the cube's: the composite is longer than either alone.
    expect(points[1]?.views?.composite?.shade_hours).toBeGreaterThan(points[1]?.shade_hours ?? 0);
    // Without a plan the points have no views (the composite is the only one).
    expect((withoutPlan.points as ShadePoint[]).every((p) => p.views === undefined)).toBe(true);
  });

  it("without a plan: the composite view only, bare names", async () => {
    const out = await runAnalysis(input({ planned_buildings: [] }));
    expect(out.layers.map((l) => [l.name, l.meta.view])).toEqual([
      ["shade_hours", "composite"],
      ["shade_hours_png", "composite"],
      ["contours", "composite"],
      ["outlines", "composite"],
    ]);
    const summary = out.summary as { max_hours: number; views: Views };
    expect(Object.keys(summary.views)).toEqual(["composite"]);
    expect(summary.max_hours).toBe(summary.views.composite?.max_hours);
  });

  it("tiles carry every view: assembled output identical to the single run", async () => {
    const a = input({
      site_boundary: localRect(frame, -20, -20, 20, 20),
      limits: { hours5: 4, hours10: 2.5 },
      walls: { enabled: true, spacing: 2 },
    });
    const whole = await runAnalysis(a);
    const tiles = shadowTileCount(a, 20_000);
    expect(tiles).toBeGreaterThan(2);
    const bands = await Promise.all(Array.from({ length: tiles }, (_, t) => runShadowTile(a, t, tiles)));
    const assembled = await assembleShadowTiles(a, [...bands].reverse());
    expect(assembled.summary).toEqual(whole.summary);
    expect(assembled.points).toEqual(whole.points);
    expect(assembled.layers.map((l) => [l.name, l.meta])).toEqual(whole.layers.map((l) => [l.name, l.meta]));
    assembled.layers.forEach((l, i) => {
      const same = Buffer.from(l.data).equals(Buffer.from(whole.layers[i]?.data ?? []));
      expect(same, l.name).toBe(true);
    });
    // The regulation lines are the planned view's, the walls the composite's (one wall run).
    expect(named(whole.layers, "regulation_lines")?.meta.view).toBe("planned");
    expect(named(whole.layers, "walls.composite")?.meta.view).toBe("composite");
    // The walls table: one row per facade with its worst sample, worst first.
    const rows = (whole.summary as { walls: { building: string; facade: number; hours: number }[] }).walls;
    expect(rows.length).toBeGreaterThan(4);
    expect(rows.map((r) => r.hours)).toEqual([...rows.map((r) => r.hours)].sort((x, y) => y - x));
    expect(new Set(rows.map((r) => `${r.building}/${r.facade}`)).size).toBe(rows.length);
    // The block's south wall faces the cube: its worst sample is shaded longer than the cube's north wall.
    expect(rows[0]?.hours).toBeGreaterThan(0);
  });
});

describe("the work of the views", () => {
  it("counts every plane a run computes: three with a plan, one without", () => {
    const count = (i: AnalysisInput, name: string) =>
      SERVICE_PIPELINES.hikage.measures(i).find((m) => m.name === name)?.count;
    // 100 x 70 m at 2 m: 50 x 35 cells; 08:00-16:00 every 5 min: 97 steps, 9 output times.
    expect(count(input({ planned_buildings: [] }), "shadowCellSteps")).toBe(50 * 35 * 97);
    expect(count(input({}), "shadowCellSteps")).toBe(3 * 50 * 35 * 97);
    expect(count(input({}), "shadowOutlineCells")).toBe(3 * 50 * 35 * 9);
    // Tiles are cut by the same count.
    expect(shadowTileCount(input({}), 50 * 97 * 3 * 7)).toBe(5);
    expect(shadowTileCount(input({ planned_buildings: [] }), 50 * 97 * 7)).toBe(5);
  });
});

describe("intervalsLess", () => {
  it("takes b's intervals out of a's", () => {
    expect(intervalsLess([[8, 12]], [[9, 10]])).toEqual([
      [8, 9],
      [10, 12],
    ]);
    expect(
      intervalsLess(
        [
          [8, 12],
          [13, 14],
        ],
        [
          [7, 8.5],
          [11, 13.5],
        ],
      ),
    ).toEqual([
      [8.5, 11],
      [13.5, 14],
    ]);
    expect(intervalsLess([[8, 9]], [[8, 9]])).toEqual([]);
    expect(intervalsLess([[8, 9]], [])).toEqual([[8, 9]]);
  });
});
