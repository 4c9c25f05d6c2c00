import { closePools, runShadowScene } from "@soracity/engine";
import { afterAll, describe, expect, it } from "vitest";
import {
  AnalysisInputError,
  assembleShadowTiles,
  cityQueryBbox,
  runAnalysis,
  runShadowTile,
  shadowTileCount,
} from "../index";
import type { AnalysisInput } from "../index";
import type { ShadePoint } from "@soracity/contracts";
import { SiteFrame } from "../frame";
import { localRect, parseLayer } from "../testing/geometry";

const SITE = { lon: 139.7671, lat: 35.6812 };
const frame = new SiteFrame(SITE.lon, SITE.lat);
// Measurement points north (shaded most of the winter day), north-east and south of the 20 m cube.
const LOCAL_POINTS = [
  [0, 20],
  [25, 30],
  [0, -15],
] as const;
const points = LOCAL_POINTS.map(([x, y]) => frame.toLonLat(x, y));
const strip = ({ shade_hours, intervals }: ShadePoint) => ({ shade_hours, intervals });
const VIEW_LAYERS = ["shade_hours", "shade_hours_png", "contours", "outlines"];
/** The grid layers of the three views: the planned (default) bare, then composite and added suffixed. */
const THREE_VIEWS = ["", ".composite", ".added"].flatMap((suffix) => VIEW_LAYERS.map((n) => n + suffix));

afterAll(() => closePools());

const input = (parameters: Record<string, unknown>): AnalysisInput => ({
  service: "hikage",
  site: SITE,
  parameters: {
    target_range: localRect(frame, -100, -100, 100, 100),
    analysis_range: localRect(frame, -40, -20, 40, 60),
    planned_buildings: [{ footprint: localRect(frame, -10, -10, 10, 10), height: 20 }],
    points,
    grid_spacing: 2,
    ...parameters,
  },
  cityBuildings: [],
  modelBuildings: [],
});

describe("shadow of a planned 20 x 20 x 20 m building, no city buildings", () => {
  it("gives the engine's points mode on the equivalent local scene", async () => {
    const out = await runAnalysis(input({}));
    const cube = input({}).parameters as {
      planned_buildings: { footprint: { coordinates: number[][][] } }[];
    };
    const engine = runShadowScene({
      sun: {
        mode: "regulation",
        latitude: SITE.lat,
        season: "winterSolstice",
        start: "08:00",
        end: "16:00",
        stepMinutes: 5,
        outputMinutes: 60,
      },
      plane: { height: 4, heightStandard: "relative", groundElevation: 0 },
      buildings: [
        {
          footprint: frame.outer({ coordinates: cube.planned_buildings[0]?.footprint.coordinates ?? [] }),
          base: 0,
          height: 20,
        },
      ],
      points: points.map(([lon, lat]) => frame.toLocal(lon, lat).slice(0, 2) as [number, number]),
    });
    // The default view is the planned one: its shade at the top, every view's in `views` (no other
    // building: the composite is the planned, and the plan adds all of it).
    const shades = out.points as ShadePoint[];
    shades.forEach(({ views, ...own }) =>
      expect(views).toEqual({ planned: strip(own), composite: strip(own), added: strip(own) }),
    );
    expect(shades.map(({ views: _v, ...own }) => own)).toEqual(
      (engine.points ?? []).map((p, i) => ({
        lon: points[i]?.[0],
        lat: points[i]?.[1],
        shade_hours: p.shadeHours,
        intervals: p.intervals,
      })),
    );
    const [north, , south] = out.points as { shade_hours: number }[];
    expect(north?.shade_hours).toBeGreaterThan(4);
    expect(south?.shade_hours).toBe(0);
    expect(out.summary).toMatchObject({
      service_type: "hikage",
      buildings: { city: 0, models: 0, planned: 1 },
      window_hours: 8,
      plane_z: 4,
      regulation: null,
    });
  });

  it("reports the grid: max hours, areas, layers in lon/lat", async () => {
    const out = await runAnalysis(input({}));
    expect(out.layers.map((l) => l.name)).toEqual(THREE_VIEWS);
    expect(out.layers.map((l) => l.meta.view)).toEqual(THREE_VIEWS.map((n) => n.split(".")[1] ?? "planned"));
    const grid = out.layers[0];
    // 80 m x 80 m at 2 m: 40 x 40 cells.
    expect(grid?.meta).toMatchObject({
      nx: 40,
      ny: 40,
      spacing_m: 2,
      origin: SITE,
    });
    // The range was drawn from local corners rounded to 1e-7° (about 1 cm).
    [-39, -19, 39, 59].forEach((v, i) => expect((grid?.meta.bbox_local as number[])[i]).toBeCloseTo(v, 2));
    const hours = new Float32Array(grid?.data.slice().buffer ?? new ArrayBuffer(0));
    expect(hours).toHaveLength(1600);
    // The cell at (1, 21) (just north of the cube): (j, i) = ((21 + 19) / 2, (1 + 39) / 2).
    expect(hours[20 * 40 + 20]).toBeGreaterThan(4);
    const summary = out.summary as { max_hours: number; areas: { hours: number; area_m2: number }[] };
    // The figures leave out the cells inside the cube (centres -9..9 m: 10 x 10 cells), where the plane is
    // inside the building and every cell reads the whole window.
    const outside = [...hours].filter((_, c) => {
      const [x, y] = [-39 + 2 * (c % 40), -19 + 2 * Math.floor(c / 40)];
      return Math.abs(x) > 10 || Math.abs(y) > 10;
    });
    expect(outside).toHaveLength(1500);
    expect(summary.max_hours).toBeCloseTo(Math.max(...outside), 5);
    expect(summary.areas.map((a) => a.hours)).toEqual([2, 2.5, 3, 4, 5]);
    expect(summary.areas[0]?.area_m2).toBe(outside.filter((h) => h >= 2 - 1e-5).length * 4);
    const outlines = parseLayer(out.layers[3]?.data ?? new Uint8Array());
    expect(outlines.features.map((f) => f.properties.label)).toEqual([
      "08:00",
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
    const contours = parseLayer(out.layers[2]?.data ?? new Uint8Array());
    const lons = (contours.features[0]?.geometry.coordinates as number[][][][]).flat(2).map((p) => p[0] ?? 0);
    expect(Math.min(...lons)).toBeGreaterThan(SITE.lon - 0.0005);
    expect(Math.max(...lons)).toBeLessThan(SITE.lon + 0.0005);
    const png = out.layers[1]?.data ?? new Uint8Array();
    expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it("assembles tiles into exactly runAnalysis's output", async () => {
    const a = input({
      walls: { enabled: true },
      site_boundary: localRect(frame, -12, -12, 12, 12),
      limits: { hours5: 4, hours10: 2.5 },
    });
    const whole = await runAnalysis(a);
    // Three planes (planned, composite, existing) of 40 x 40 cells and 97 steps: 3 x 40 x 97 x 9 per band.
    const tiles = shadowTileCount(a, 3 * 40 * 97 * 9);
    expect(tiles).toBe(5);
    const bands = await Promise.all(Array.from({ length: tiles }, (_, t) => runShadowTile(a, t, tiles)));
    const assembled = await assembleShadowTiles(a, [...bands].reverse());
    expect(assembled.summary).toEqual(whole.summary);
    expect(assembled.points).toEqual(whole.points);
    expect(assembled.layers.map((l) => l.name)).toEqual([
      ...THREE_VIEWS,
      "regulation_lines",
      "walls.composite",
      "shade_chart",
    ]);
    assembled.layers.forEach((layer, i) => {
      expect(layer.meta).toEqual(whole.layers[i]?.meta);
      expect(Buffer.from(layer.data).equals(Buffer.from(whole.layers[i]?.data ?? new Uint8Array()))).toBe(
        true,
      );
    });
    await expect(assembleShadowTiles(a, bands.slice(1))).rejects.toThrow(/cover/);
  });

  it("tiles equal the worker-thread whole plane too (6.5 M cell-steps)", { timeout: 60_000 }, async () => {
    const big = input({
      target_range: localRect(frame, -200, -200, 200, 200),
      analysis_range: localRect(frame, -130, -130, 130, 130),
      grid_spacing: 1,
      points: [],
    });
    const whole = await runAnalysis(big, { threads: 2 });
    expect(whole.layers[0]?.meta).toMatchObject({ nx: 260, ny: 260 });
    const bands = await Promise.all([0, 1, 2].map((t) => runShadowTile(big, t, 3)));
    const assembled = await assembleShadowTiles(big, bands);
    expect(assembled.summary).toEqual(whole.summary);
    assembled.layers.forEach((layer, i) =>
      expect(Buffer.from(layer.data).equals(Buffer.from(whole.layers[i]?.data ?? new Uint8Array()))).toBe(
        true,
      ),
    );
  });

  it("stops when aborted and reports progress up to 1", async () => {
    const seen: number[] = [];
    await runAnalysis(input({}), { onProgress: (f) => seen.push(f) });
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= (seen[i - 1] ?? 0)))).toBe(true);
    const controller = new AbortController();
    controller.abort();
    await expect(runAnalysis(input({}), { signal: controller.signal })).rejects.toThrow();
  });

  it("asks the catalogue for the target range", () => {
    const [w, s, e, n] = cityQueryBbox("hikage", SITE, input({}).parameters) ?? [];
    const [w0, s0] = frame.toLonLat(-100, -100);
    const [e0, n0] = frame.toLonLat(100, 100);
    // The ring's extremes (ENU columns are not exactly meridians: within 1e-7° here).
    [w0, s0, e0, n0].forEach((v, i) => expect(Math.abs(([w, s, e, n][i] ?? 0) - v)).toBeLessThan(2e-7));
  });

  it("refuses parameters that cannot run, with field paths", async () => {
    const bad = input({
      calc_interval_min: 7,
      planned_buildings: [{ footprint: localRect(frame, 0, 0, 5, 5) }],
    });
    const error = await runAnalysis(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnalysisInputError);
    expect((error as AnalysisInputError).code).toBe("invalid_parameters");
    expect((error as AnalysisInputError).fields).toEqual(
      expect.arrayContaining([{ path: "planned_buildings.0.height", message: "common.required" }]),
    );
  });
});
