import { describe, expect, it } from "vitest";
import { ShadowParamError } from "./errors";
import { planeZ, validateSun } from "./params";
import { prepareJob, runShadowScene } from "./run";

const base = { sun: { latitude: 35.68 } };
const square = {
  footprint: [
    [-10, -10],
    [10, -10],
    [10, 10],
    [-10, 10],
  ],
  base: 0,
  height: 20,
};

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ShadowParamError);
    return (error as ShadowParamError).code;
  }
  return undefined;
}

describe("shadow parameters", () => {
  it("defaults: winter solstice, 8:00-16:00, 5-minute steps, hourly outputs", () => {
    const s = validateSun({ latitude: 35 });
    expect([s.declination, s.start, s.end, s.stepMinutes, s.outputMinutes]).toEqual([-23.45, 8, 16, 5, 60]);
  });

  it("season presets, a custom declination and the Hokkaido window", () => {
    expect(validateSun({ latitude: 35, season: "equinox" }).declination).toBe(0);
    expect(validateSun({ latitude: 35, season: "summerSolstice" }).declination).toBe(23.45);
    expect(validateSun({ latitude: 35, declination: -10.5 }).declination).toBe(-10.5);
    const h = validateSun({ latitude: 43, preset: "hokkaido" });
    expect([h.start, h.end]).toEqual([9, 15]);
    expect(validateSun({ latitude: 35, start: "08:30", end: "15:45:30" }).end).toBeCloseTo(15.758333, 5);
  });

  it("plane height standards and presets", () => {
    expect(planeZ({ height: 1.5 })).toBe(1.5);
    expect(planeZ({ height: 6.5, groundElevation: 10 })).toBe(16.5);
    expect(planeZ({ height: 6.5, groundElevation: 10, heightStandard: "absolute" })).toBe(6.5);
    expect(planeZ({ height: 6.5, groundElevation: 10, heightStandard: "clamp" })).toBe(10);
    expect(planeZ(undefined)).toBe(4);
  });

  it.each([
    ["output_interval_not_multiple", { sun: { latitude: 35, stepMinutes: 10, outputMinutes: 25 } }],
    ["start_not_before_end", { sun: { latitude: 35, start: "16:00", end: "08:00" } }],
    ["start_not_before_end", { sun: { latitude: 35, start: "10:00", end: "10:00" } }],
    ["latitude_out_of_range", { sun: { latitude: 91 } }],
    ["latitude_out_of_range", { sun: { latitude: -90.5 } }],
    ["angle_out_of_range", { ...base, northAngle: 361 }],
    ["angle_out_of_range", { ...base, northAngle: -400 }],
    ["analysis_outside_target", { ...base, targetRange: [0, 0, 100, 100], analysisRange: [-1, 0, 50, 50] }],
    ["empty_range", { ...base, analysisRange: [0, 0, 0, 50] }],
    ["empty_range", { ...base, grid: { spacing: 1 } }],
    ["grid_spacing_out_of_range", { ...base, grid: { bbox: [0, 0, 10, 10], spacing: 0.2 } }],
    ["grid_spacing_out_of_range", { ...base, grid: { bbox: [0, 0, 10, 10], spacing: 11 } }],
    ["declination_out_of_range", { sun: { latitude: 35, declination: 30 } }],
    ["invalid_time", { sun: { latitude: 35, start: "8h" } }],
    ["step_out_of_range", { sun: { latitude: 35, stepMinutes: 0 } }],
    ["invalid_plane", { ...base, plane: { heightStandard: "sea" } }],
    ["invalid_building", { ...base, buildings: [{ footprint: [[0, 0]], height: 3 }] }],
    ["invalid_point", { ...base, points: [[0]] }],
    ["grid_too_large", { ...base, grid: { bbox: [0, 0, 2000, 2000], spacing: 0.25 } }],
  ])("refuses %s", (code, scene) => {
    expect(codeOf(() => prepareJob(scene))).toBe(code);
  });

  it("an empty building set gives zero shade, not an error", () => {
    const r = runShadowScene({ ...base, buildings: [], points: [[0, 20]], grid: { bbox: [0, 0, 10, 10] } });
    expect(r.points?.[0]?.shadeHours).toBe(0);
    expect(r.grid?.summary.maxHours).toBe(0);
    expect(r.grid?.contours.features.every((f) => f.geometry.coordinates.length === 0)).toBe(true);
  });

  it("only buildings in the target range are used", () => {
    const scene = {
      ...base,
      sun: { latitude: 35.68, stepMinutes: 10 },
      buildings: [square],
      points: [[0, 20]],
    };
    const inside = runShadowScene({ ...scene, targetRange: [-50, -50, 50, 50] });
    const outside = runShadowScene({ ...scene, targetRange: [20, 20, 50, 50] });
    expect(inside.points?.[0]?.shadeHours).toBeGreaterThan(5);
    expect(outside.points?.[0]?.shadeHours).toBe(0);
  });

  it("the angle to due north rotates the sun into the drawing frame", () => {
    // Drawing rotated so that true north is 90° clockwise from +y: true north is +x in the drawing.
    const scene = { sun: { latitude: 35.68, stepMinutes: 10 }, buildings: [square] };
    const north = runShadowScene({ ...scene, points: [[0, 25]] });
    const rotated = runShadowScene({ ...scene, northAngle: 90, points: [[25, 0]] });
    expect(rotated.points?.[0]?.shadeHours).toBeCloseTo(north.points?.[0]?.shadeHours ?? -1, 6);
    expect(rotated.points?.[0]?.intervals).toEqual(north.points?.[0]?.intervals);
  });
});

describe("calendar mode scenes", () => {
  it("on the winter solstice in true solar time match regulation mode within a minute per event", () => {
    const buildings = [square];
    const points: [number, number][] = [
      [0, 20],
      [0, 30],
    ];
    const regulation = runShadowScene({ sun: { latitude: 35.6833, stepMinutes: 10 }, buildings, points });
    const calendar = runShadowScene({
      sun: {
        mode: "calendar",
        latitude: 35.6833,
        longitude: 139.7671,
        date: "2025-12-21",
        utcOffset: 9,
        timeBasis: "solar",
        refraction: false,
        stepMinutes: 10,
      },
      buildings,
      points,
    });
    // The solstice declination (-23.44°) is the preset's within 0.01°.
    regulation.points?.forEach((p, i) => {
      expect(Math.abs(p.shadeHours - (calendar.points?.[i]?.shadeHours ?? 0)) * 60).toBeLessThan(2);
    });
  });

  it("clock times in JST shift the events by the longitude and equation of time", () => {
    const sun = {
      mode: "calendar" as const,
      latitude: 35.6833,
      longitude: 139.7671,
      date: "2025-12-21",
      utcOffset: 9,
      start: "08:00",
      end: "16:00",
      stepMinutes: 10,
    };
    const r = runShadowScene({ sun, buildings: [square], points: [[0, 20]] });
    const [from, to] = r.points?.[0]?.intervals[0] ?? ["", ""];
    const sec = (s: string) => s.split(":").reduce((acc, v) => acc * 60 + Number(v), 0);
    // Symmetric about true noon, which is about 11:39 JST on this date (mean noon 11:40:56, EoT +1.7 min).
    const noon = (sec(from) + sec(to)) / 2 / 3600;
    expect(noon).toBeGreaterThan(11 + 37 / 60);
    expect(noon).toBeLessThan(11 + 41 / 60);
  });
});
