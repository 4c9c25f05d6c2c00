import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ANALYSIS_MESSAGE_KEYS } from "./messages";
import { validateCaseParameters } from "./validate";

const extent = { min_lon: 139.7, min_lat: 35.68, max_lon: 139.703, max_lat: 35.682 };
const source = { lon: 139.701, lat: 35.681, height: 1, lw: 95 };
const errors = (service: "noise" | "vibration", p: unknown, mode: "draft" | "run") => {
  const r = validateCaseParameters(service, p, mode);
  return r.ok ? [] : r.fields;
};

describe("noise parameters", () => {
  it("runs with an extent and one source, defaults applied", () => {
    const r = validateCaseParameters("noise", { extent, sources: [source] }, "run");
    expect(r.ok && r.value).toMatchObject({
      extent: { ...extent, rotation: 0 },
      sources: [{ ...source, spectrum: "road" }],
      calculation_type: "grid",
      diffraction_method: "iso9613-2",
      band: null,
      prediction_height: 4,
      ground_factor: 0.5,
    });
  });

  it("needs at least one source and an extent to run", () => {
    expect(errors("noise", {}, "draft")).toEqual([]);
    expect(errors("noise", {}, "run")).toEqual([
      { path: "extent", message: "common.required" },
      { path: "sources", message: "analysis.noise_source_required" },
    ]);
  });

  it("checks sound power 0-150 dB, heights 0-999 m, bands > 0, prediction height > 0", () => {
    const bad = {
      sources: [
        { ...source, lw: 151 },
        { ...source, height: 1000 },
        { ...source, lw: [90, 90, 90] },
        { ...source, lw: [90, 90, 90, 90, 90, 90, 90, -1] },
      ],
      extent,
      barriers: [{ points: [[139.7, 35.68]], height: 1000 }],
      band: 0,
      prediction_height: 0,
      north_angle: 400,
    };
    expect(errors("noise", bad, "draft")).toEqual(
      expect.arrayContaining([
        { path: "sources.0.lw", message: "analysis.sound_power_range" },
        { path: "sources.1.height", message: "analysis.height_range" },
        { path: "sources.2.lw", message: "analysis.sound_power_bands" },
        { path: "sources.3.lw.7", message: "analysis.sound_power_range" },
        { path: "barriers.0.points", message: "analysis.line_points" },
        { path: "barriers.0.height", message: "analysis.height_range" },
        { path: "band", message: "analysis.band_positive" },
        { path: "prediction_height", message: "analysis.prediction_height_positive" },
        { path: "north_angle", message: "analysis.angle_range" },
      ]),
    );
    expect(errors("noise", { band: 300 }, "draft")).toEqual([
      { path: "band", message: "analysis.band_unknown" },
    ]);
    expect(errors("noise", { band: 500 }, "draft")).toEqual([]);
  });

  it("limits the extent to 25 ha and wants min below max; line sources need two points", () => {
    // 0.006° x 0.0045° at 35.68° N: about 543 m x 499 m = 27 ha.
    const big = { min_lon: 139.7, min_lat: 35.68, max_lon: 139.706, max_lat: 35.6845, rotation: 30 };
    expect(errors("noise", { extent: big }, "draft")).toEqual([
      { path: "extent", message: "analysis.area_max_25ha" },
    ]);
    const flipped = { ...extent, max_lon: 139.69 };
    expect(errors("noise", { extent: flipped }, "draft")).toEqual([
      { path: "extent.max_lon", message: "analysis.extent_invalid" },
    ]);
    expect(errors("noise", { sources: [source] }, "draft")).toEqual([
      { path: "extent", message: "analysis.extent_required_first" },
    ]);
    const line = { extent, source_type: "line", sources: [{ height: 0.5, lw: 80 }] };
    expect(errors("noise", line, "draft")).toEqual([
      { path: "sources.0.points", message: "analysis.line_points" },
    ]);
    expect(errors("noise", { sources: [{ height: 1, lw: 80 }] }, "run")).toEqual(
      expect.arrayContaining([
        { path: "sources.0.lon", message: "common.required" },
        { path: "sources.0.lat", message: "common.required" },
      ]),
    );
  });
});

describe("vibration parameters", () => {
  const vsource = { lon: 139.701, lat: 35.681, machine: "diesel-pile-hammer" };
  it("runs with a preset source and a receiver", () => {
    const r = validateCaseParameters("vibration", { sources: [vsource], receivers: [[139.7, 35.68]] }, "run");
    expect(r.ok && r.value).toMatchObject({ soil: "unconsolidated", wave: "mixed", limit_db: 75 });
  });
  it("needs sources with a level or machine, and somewhere to compute", () => {
    expect(errors("vibration", {}, "run")).toEqual([
      { path: "sources", message: "analysis.vibration_source_required" },
      { path: "extent", message: "analysis.vibration_output_required" },
    ]);
    expect(
      errors("vibration", { sources: [{ lon: 139.7, lat: 35.68 }], receivers: [[139.7, 35.68]] }, "run"),
    ).toEqual([{ path: "sources.0.level", message: "analysis.vibration_level_required" }]);
  });
  it("needs r0 with a level of one's own (the engine has no default), not with a machine's", () => {
    const at = { lon: 139.7, lat: 35.68 };
    const run = (source: object) =>
      errors("vibration", { sources: [source], receivers: [[139.7, 35.68]] }, "run");
    expect(run({ ...at, level: 80 })).toEqual([
      { path: "sources.0.r0", message: "analysis.vibration_r0_required" },
    ]);
    expect(run({ ...at, level: 80, r0: 5 })).toEqual([]);
    expect(run({ ...vsource, level: 80 })).toEqual([]);
    expect(errors("vibration", { sources: [{ ...at, level: 80 }] }, "draft")).toEqual([]);
  });
  it("refuses bad values in drafts too", () => {
    expect(
      errors("vibration", { sources: [{ ...vsource, machine: "crane", level: 151, r0: 0 }] }, "draft"),
    ).toEqual(
      expect.arrayContaining([
        { path: "sources.0.machine", message: "analysis.invalid_option" },
        { path: "sources.0.level", message: "analysis.level_range" },
        { path: "sources.0.r0", message: "analysis.distance_positive" },
      ]),
    );
  });
});

describe("message keys", () => {
  it("ANALYSIS_MESSAGE_KEYS lists every key the analysis schemas use", () => {
    const dir = fileURLToPath(new URL(".", import.meta.url));
    const used = new Set<string>();
    for (const f of readdirSync(dir).filter(
      (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "messages.ts",
    ))
      for (const m of readFileSync(`${dir}/${f}`, "utf8").matchAll(/"((?:analysis|common)\.[a-z0-9_]+)"/g))
        used.add(m[1]);
    expect(used.size).toBeGreaterThan(30);
    for (const key of used) expect(ANALYSIS_MESSAGE_KEYS).toContain(key);
  });
});
