import { describe, expect, it } from "vitest";
import { SERVICE_TYPES } from "../masters";
import { RESULT_LAYERS, resultLayerMetaSchemas } from "./layers";
import {
  ANALYSIS_SERVICES,
  caseResultSchema,
  findResultLayer,
  legendRange,
  resultLayerSpec,
} from "./services";
import { validateCaseParameters } from "./validate";

describe("the analysis services' registry", () => {
  it("has an entry for every service type and nothing else", () => {
    expect(Object.keys(ANALYSIS_SERVICES).sort()).toEqual([...SERVICE_TYPES].sort());
  });

  it("answers a result manifest of every service type, with its summary and points", () => {
    for (const service of SERVICE_TYPES) {
      const parsed = caseResultSchema.safeParse({
        case_id: "c",
        run_id: "r",
        computed_at: "2026-01-01T00:00:00.000Z",
        run_time_ms: 1,
        stale: false,
        service_type: service,
        summary: { service_type: service },
        points: [],
        layers: [],
      });
      // The summary is incomplete: the union picked the service's own summary schema to say so.
      expect(parsed.success, service).toBe(false);
      expect(
        parsed.error?.issues.every((i) => i.path[0] === "summary"),
        service,
      ).toBe(true);
    }
  });

  it("refuses a summary of another service under a service type", () => {
    const parsed = caseResultSchema.safeParse({
      case_id: "c",
      run_id: "r",
      computed_at: "t",
      run_time_ms: 1,
      stale: false,
      service_type: "noise",
      summary: { service_type: "vibration", max_db: null, boundary: null },
      points: [],
      layers: [],
    });
    expect(parsed.success).toBe(false);
  });

  it("lists each layer once, under its own name, with a meta schema", () => {
    const listed = SERVICE_TYPES.flatMap((s) => ANALYSIS_SERVICES[s].layers.map((l) => l.name));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(Object.keys(RESULT_LAYERS).sort());
    for (const [name, spec] of Object.entries(RESULT_LAYERS)) {
      expect(spec.name).toBe(name);
      expect(spec.meta).toBe(resultLayerMetaSchemas[spec.name]);
      // Grids and heat maps are binary, everything else GeoJSON.
      const binary = spec.kind === "grid" || spec.kind === "heatmap";
      expect(spec.media_type === "application/geo+json", name).toBe(!binary);
    }
    expect(resultLayerSpec("noise", "noise_png")).toBe(RESULT_LAYERS.noise_png);
    expect(resultLayerSpec("noise", "shade_hours_png")).toBeUndefined();
  });

  it("validates parameters with the service's own schemas", () => {
    for (const service of SERVICE_TYPES) {
      const draft = validateCaseParameters(service, {}, "draft");
      expect(draft.ok, service).toBe(true);
      expect(ANALYSIS_SERVICES[service].parameters.draft.safeParse({}).success, service).toBe(true);
    }
  });

  it("types a layer's meta, and gives null for a meta that does not fit", () => {
    const png = {
      name: "noise_png",
      media_type: "image/png",
      url: "/x",
      meta: {
        bounds: [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
        ],
        row_order: "north_to_south",
        legend: { min_db: 45, max_db: 75 },
      },
    };
    expect(findResultLayer([png], RESULT_LAYERS.noise_png)?.meta.legend.max_db).toBe(75);
    expect(findResultLayer([{ ...png, meta: {} }], RESULT_LAYERS.noise_png)).toBeNull();
    expect(findResultLayer([png], RESULT_LAYERS.shade_hours_png)).toBeNull();
  });

  it("gives a layer's colour range from its run's heat map of the same unit, else its default", () => {
    const png = (name: string, legend: object) => ({ name, meta: { legend } });
    const noise = [png("noise_png", { min_db: 30, max_db: 75 })];
    expect(legendRange(noise, RESULT_LAYERS.noise_contours)).toEqual({ min: 30, max: 75 });
    expect(legendRange(noise, RESULT_LAYERS.facades)).toEqual({ min: 30, max: 75 });
    // Vibration (dB) has no heat map: the registry's 55-85 dB, never the noise legend (dB(A)).
    expect(legendRange(noise, RESULT_LAYERS.vibration_contours)).toEqual({ min: 55, max: 85 });
    const shade = [png("shade_hours_png", { hours: [2, 3], max_hours: 6 })];
    expect(legendRange(shade, RESULT_LAYERS.contours)).toEqual({ min: 0, max: 6 });
    expect(legendRange([], RESULT_LAYERS.walls)).toEqual(RESULT_LAYERS.walls.legend);
    expect(legendRange(shade, RESULT_LAYERS.outlines)).toBeNull();
  });
});
