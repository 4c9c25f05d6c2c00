import { describe, expect, it } from "vitest";
import { ANALYSIS_MESSAGES, analysisMessage } from "./messages";
import {
  ROAD_NOISE_MESSAGE_KEYS,
  roadNoiseParametersDraftSchema,
  roadNoiseParametersSchema,
} from "./roadNoise";
import { roadNoisePointSchema } from "./roadNoiseResult";
import { fieldErrors } from "./validate";

const lane = {
  offset_m: 1.75,
  speed_kmh: 50,
  day: { small: 800, large: 120 },
  night: { small: 150, large: 60 },
};
const road = {
  points: [
    [135.5, 34.69],
    [135.502, 34.69],
  ],
  flow: "unsteady",
  pavement: "dense",
  gradient_percent: 0,
  lanes: [lane, { ...lane, offset_m: -1.75 }],
};
const receivers = [[135.501, 34.6903]];

const errors = (p: unknown, mode: "draft" | "run") => {
  const r = (mode === "run" ? roadNoiseParametersSchema : roadNoiseParametersDraftSchema).safeParse(p);
  return r.success ? [] : fieldErrors(r.error.issues);
};

describe("road_noise parameters", () => {
  it("runs with the issue's shape: roads with lanes and volumes, receivers, height 1.2 m by default", () => {
    const r = roadNoiseParametersSchema.safeParse({ roads: [road], receivers });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ roads: [road], receivers, prediction_height: 1.2, grid_spacing: 5 });
    // pavement and gradient have defaults
    const bare = roadNoiseParametersSchema.parse({
      roads: [{ points: road.points, flow: "steady", lanes: [{ ...lane, speed_kmh: 80 }] }],
      receivers,
    });
    expect(bare.roads[0]).toMatchObject({ pavement: "dense", gradient_percent: 0 });
  });

  it("needs a road and receivers or an extent to run, not in a draft", () => {
    expect(errors({}, "draft")).toEqual([]);
    expect(errors({}, "run")).toEqual([
      { path: "roads", message: "analysis.road_required" },
      { path: "receivers", message: "analysis.road_noise_output_required" },
    ]);
  });

  it("answers bad input with translated keys at the field's path", () => {
    const bad = {
      roads: [
        { ...road, points: [[135.5, 34.69]], gradient_percent: 12, lanes: [] },
        {
          ...road,
          flow: "steady",
          lanes: [{ ...lane, offset_m: 60, speed_kmh: 30, day: { small: -1, large: 20_000 } }],
        },
        { ...road, lanes: [{ ...lane, speed_kmh: 70 }] },
        { ...road, flow: "jam" },
      ],
      receivers,
      prediction_height: 0,
    };
    const fields = errors(bad, "draft");
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: "roads.0.points", message: "analysis.road_points" },
        { path: "roads.0.gradient_percent", message: "analysis.gradient_range" },
        { path: "roads.0.lanes", message: "analysis.lane_required" },
        { path: "roads.1.lanes.0.offset_m", message: "analysis.lane_offset_range" },
        { path: "roads.1.lanes.0.day.small", message: "analysis.volume_range" },
        { path: "roads.1.lanes.0.day.large", message: "analysis.volume_range" },
        { path: "roads.3.flow", message: "analysis.invalid_option" },
        { path: "prediction_height", message: "analysis.prediction_height_positive" },
      ]),
    );
    // the speed is checked against the flow once the rest parses
    expect(
      errors({ roads: [{ ...road, flow: "steady", lanes: [{ ...lane, speed_kmh: 30 }] }], receivers }, "run"),
    ).toEqual([{ path: "roads.0.lanes.0.speed_kmh", message: "analysis.speed_range_steady" }]);
    expect(errors({ roads: [{ ...road, lanes: [{ ...lane, speed_kmh: 70 }] }], receivers }, "run")).toEqual([
      { path: "roads.0.lanes.0.speed_kmh", message: "analysis.speed_range_unsteady" },
    ]);
    // a run needs every lane's speed and volumes
    expect(errors({ roads: [{ ...road, lanes: [{ offset_m: 0 }] }], receivers }, "run")).toEqual(
      expect.arrayContaining([
        { path: "roads.0.lanes.0.speed_kmh", message: "common.required" },
        { path: "roads.0.lanes.0.day", message: "common.required" },
      ]),
    );
  });

  it("has a Japanese and an English text for every key it uses", () => {
    for (const key of ROAD_NOISE_MESSAGE_KEYS) {
      expect(ANALYSIS_MESSAGES).toHaveProperty(key);
      const ja = analysisMessage(key, "jp");
      const en = analysisMessage(key, "en");
      expect(ja).not.toBe(key);
      expect(ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(en).toMatch(/^[A-Z]/);
    }
  });

  it("reports day and night levels per point", () => {
    expect(
      roadNoisePointSchema.safeParse({ lon: 1, lat: 2, level_db: 65.2, level_night_db: 58.1 }).success,
    ).toBe(true);
    expect(
      roadNoisePointSchema.safeParse({ lon: 1, lat: 2, level_db: null, level_night_db: null }).success,
    ).toBe(true);
    expect(roadNoisePointSchema.safeParse({ lon: 1, lat: 2, level_db: 65 }).success).toBe(false);
  });
});
