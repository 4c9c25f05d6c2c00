import { convergenceAt } from "@soracity/citymodel";
import type { HikageSummary } from "@soracity/contracts";
import { gyakuhikageSummarySchema } from "@soracity/contracts";
import { computeShadowEnvelope } from "@soracity/engine";
import { describe, expect, it } from "vitest";
import { SiteFrame } from "../frame";
import { runAnalysis } from "../index";
import { parseLayer } from "../testing/geometry";
import { AnalysisInputError } from "../types";
import { envelopeShadowCase, regulationOf } from "./forward";
import { checkedEnvelope, runGyakuhikage } from "./run";
import { envelopeCaseParameters, gyakuhikageParameters, gyakuhikageSetup } from "./setup";
import { envelopeToPlannedBuildings, envelopeTiers, tiersVolume } from "./tiers";

// The frame of a run is centred on the mean of its site's vertices; the sites here are drawn about this one.
const CENTRE = { lon: 139.7671, lat: 35.6812 };
const frame = new SiteFrame(CENTRE.lon, CENTRE.lat);
const LIMITS = { hours5: 4, hours10: 2.5 };
const polygon = (ring: [number, number][]) => ({
  type: "Polygon" as const,
  coordinates: [[...ring, ring[0]].map(([x, y]) => frame.toLonLat(x, y))],
});
const rect = (w: number, h: number) =>
  polygon([
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ]);
// An L: 24 × 24 m less its north-east 12 × 12 m quarter (vertex mean at the origin).
const L_SITE = polygon([
  [-10, -14],
  [14, -14],
  [14, -2],
  [2, -2],
  [2, 10],
  [-10, 10],
]);

/** Errors of a refused run as [path, message]. */
async function refusal(parameters: unknown): Promise<[string, string][]> {
  try {
    await runGyakuhikage(parameters);
  } catch (error) {
    if (!(error instanceof AnalysisInputError)) throw error;
    expect(error.code).toBe("invalid_parameters");
    return error.fields.map((f) => [f.path, f.message]);
  }
  throw new Error("not refused");
}

/** The run's envelope through the steps of runGyakuhikage (set-up, engine, checked tiers). */
function stepsOf(parameters: unknown) {
  const setup = gyakuhikageSetup(gyakuhikageParameters(parameters));
  const envelope = computeShadowEnvelope(setup.envelopeInput);
  return { setup, envelope, checked: checkedEnvelope(setup, envelope) };
}

describe("逆日影 parameters", () => {
  it("refuses a site that is not a simple polygon, limits out of range and too many cells (400 keys)", async () => {
    const bowTie = polygon([
      [-10, -10],
      [10, 10],
      [10, -10],
      [-10, 10],
    ]);
    expect(await refusal({ site_boundary: bowTie, limits: LIMITS })).toEqual([
      ["site_boundary", "analysis.polygon_self_intersecting"],
    ]);
    expect(await refusal({ site_boundary: rect(20, 20), limits: { hours5: 8, hours10: 2 } })).toEqual([
      ["limits.hours5", "analysis.limits_range"],
    ]);
    expect(await refusal({ site_boundary: rect(20, 20), limits: { hours5: 3, hours10: 3.5 } })).toEqual([
      ["limits.hours10", "analysis.limits_range"],
    ]);
    expect(await refusal({ site_boundary: rect(600, 600), limits: LIMITS, grid_spacing: 0.25 })).toEqual([
      ["grid_spacing", "analysis.envelope_cells_max"],
    ]);
    expect(await refusal({ limits: LIMITS })).toEqual([["site_boundary", "common.required"]]);
  });
});

describe("逆日影 set-up", () => {
  it("takes the shadow service's 平均地盤面 and plane rise, the Hokkaido window, and centres the frame on the site", () => {
    const setup = gyakuhikageSetup(
      gyakuhikageParameters({
        site_boundary: rect(20, 30),
        limits: { hours5: 3, hours10: 2 },
        hokkaido: true,
        ground_elevation: 10,
        neighbour_ground_elevation: 13,
        plane_height: 4,
      }),
    );
    expect(setup.averageGround).toMatchObject({ elevation: 10, method: "typed" });
    // 3 m below the neighbours: the plane rises (3 - 1) / 2 = 1 m (令135条の12第3項第2号).
    expect(setup.planeRise).toBe(1);
    expect(setup.envelopeInput.planeHeight).toBe(5);
    expect(setup.window).toEqual([9, 15]);
    expect(setup.frame.lon).toBeCloseTo(CENTRE.lon, 6);
    expect(setup.frame.lat).toBeCloseTo(CENTRE.lat, 6);
    expect(setup.site).toHaveLength(4);
    expect(setup.site[0][0]).toBeCloseTo(-10, 1);
    expect(setup.site[0][1]).toBeCloseTo(-15, 1);
  });
});

describe("逆日影 run", () => {
  it("returns an envelope that passes its forward check on a simple site, with its figures and layers", async () => {
    const out = await runGyakuhikage({
      site_boundary: rect(20, 20),
      limits: LIMITS,
      points: [frame.toLonLat(0, 0), frame.toLonLat(100, 100)],
    });
    expect(gyakuhikageSummarySchema.parse(out.summary)).toEqual(out.summary);
    const check = out.summary.forward_check;
    expect(check.pass).toBe(true);
    expect(check.zones.map((z) => [z.zone, z.limit])).toEqual([
      ["5-10m", 4],
      ["beyond10m", 2.5],
    ]);
    for (const z of check.zones) expect(z.max_hours).toBeLessThan(z.limit);
    // The 5-10 m zone is well used: the envelope is not far too low.
    expect(check.zones[0].max_hours).toBeGreaterThan(0.4 * LIMITS.hours5);
    const s = out.summary;
    expect(s.max_height).toBeGreaterThan(5);
    expect(s.storeys).toBe(Math.floor(s.max_height / 3));
    expect(s.volume).toBeGreaterThan(0);
    expect(s.volume).toBeLessThanOrEqual(s.site_area * s.max_height);
    expect(s.floor_area_estimate).toBeGreaterThan(0);
    expect(s.floor_area_estimate).toBeLessThanOrEqual(s.site_area * s.storeys);
    expect(out.points[0].max_height).toBeGreaterThan(0);
    expect(out.points[1].max_height).toBeNull();
    expect(out.layers.map((l) => l.name)).toEqual(["allowed_height", "allowed_height_contours", "envelope"]);
    const grid = out.layers[0];
    expect(grid.data.byteLength).toBe(s.grid.nx * s.grid.ny * 4);
    const envelope = parseLayer(out.layers[2].data);
    expect(envelope.features).toHaveLength(check.tiers);
    const contours = parseLayer(out.layers[1].data);
    expect(contours.features[0].properties.label).toMatch(/^\d+(\.\d+)? m$/);
  }, 60_000);

  it("runs as a shadow case in one click: the tiers pass the hikage run's regulation check", async () => {
    const { setup, checked } = stepsOf({ site_boundary: rect(20, 20), limits: LIMITS });
    const planned = envelopeToPlannedBuildings(checked.tiers.tiers, setup.frame);
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.length).toBeLessThanOrEqual(100);
    const out = await runAnalysis({
      service: "hikage",
      site: { lon: setup.frame.lon, lat: setup.frame.lat },
      parameters: envelopeCaseParameters(setup, planned),
      cityBuildings: [],
      modelBuildings: [],
    });
    const regulation = (out.summary as HikageSummary).regulation;
    expect(regulation?.pass).toBe(true);
    // The same verdict as the forward check's (the same case, the same engine).
    expect(regulation?.zones.map((z) => z.max_hours)).toEqual(
      checked.verdict.zones.map((z) => Math.round(z.maxHours * 1e6) / 1e6),
    );
  }, 120_000);

  it("is sound only because it is checked: the tiers raised by a fifth fail the check, and are lowered", () => {
    const { setup, envelope } = stepsOf({ site_boundary: rect(20, 20), limits: LIMITS });
    const raised = { ...envelope, heights: envelope.heights.map((h) => h * 1.2) };
    const tiers = envelopeTiers(raised.grid, raised.heights);
    expect(regulationOf(setup, envelopeShadowCase(setup, tiers)).pass).toBe(false);
    const checked = checkedEnvelope(setup, raised);
    expect(checked.lowered).toBeGreaterThan(0);
    expect(checked.verdict.pass).toBe(true);
  }, 120_000);

  it("works on an L-shaped site: nothing in the notch, the envelope passes", async () => {
    const { setup, envelope, checked } = stepsOf({ site_boundary: L_SITE, limits: LIMITS });
    expect(checked.verdict.pass).toBe(true);
    const { grid } = envelope;
    const cell = (x: number, y: number) => {
      const i = Math.floor((x - grid.origin[0]) / grid.spacing);
      const j = Math.floor((y - grid.origin[1]) / grid.spacing);
      return checked.tiers.heights[j * grid.nx + i];
    };
    expect(cell(8, 4)).toBeNaN(); // the notch
    expect(cell(-4, -8)).toBeGreaterThan(0);
    // 432 m² of site; the tiers' volume is the stepped field's (cells × their heights).
    expect(envelope.area).toBeCloseTo(432, -1);
    const stepped = checked.tiers.heights.reduce((sum, h) => (h > 0 ? sum + h : sum), 0);
    expect(tiersVolume(checked.tiers.tiers)).toBeCloseTo(stepped * grid.spacing ** 2, 0);
    expect(setup.site).toHaveLength(6);
  }, 60_000);

  it("lets a site on a road to the north rise higher (deemed boundary), still passing", () => {
    const site = rect(20, 20);
    const plain = stepsOf({ site_boundary: site, limits: LIMITS });
    // Edge 2 runs from the north-east to the north-west corner: a 12 m road beyond it.
    const road = stepsOf({ site_boundary: site, limits: LIMITS, deemed_edges: [{ edge: 2, width: 12 }] });
    expect(road.checked.verdict.pass).toBe(true);
    expect(road.envelope.volume).toBeGreaterThan(plain.envelope.volume * 1.1);
    expect(tiersVolume(road.checked.tiers.tiers)).toBeGreaterThan(tiersVolume(plain.checked.tiers.tiers));
  }, 120_000);

  it("gives the north angle of the site's plane rectangular zone, the city's when the project has one", async () => {
    const parameters = { site_boundary: rect(16, 24), limits: LIMITS, grid_spacing: 2 };
    const plain = await runGyakuhikage(parameters);
    // Tokyo, west of zone IX's meridian (139°50'): a small angle, not 0.
    expect(plain.summary.north_angle).toBeCloseTo(convergenceAt(CENTRE.lon, CENTRE.lat, null), 3);
    expect(Math.abs(plain.summary.north_angle)).toBeGreaterThan(0.01);
    // Naha's city code (zone XV) on the same site: the angle of that zone's meridian, far west of it.
    const naha = await runGyakuhikage(parameters, { site: { ...CENTRE, city_code: "47201" } });
    expect(naha.summary.north_angle).toBeCloseTo(convergenceAt(CENTRE.lon, CENTRE.lat, "47201"), 3);
    expect(naha.summary.north_angle).not.toBeCloseTo(plain.summary.north_angle, 1);
  }, 60_000);

  it("passes forward with Hokkaido's window and limits", async () => {
    const out = await runGyakuhikage({
      site_boundary: rect(16, 24),
      limits: { hours5: 3, hours10: 2 },
      hokkaido: true,
      center_latitude: 43.06,
    });
    expect(out.summary.forward_check.pass).toBe(true);
    expect(out.summary.setup.hokkaido).toBe(true);
    expect(out.summary.max_height).toBeGreaterThan(0);
  }, 60_000);
});
