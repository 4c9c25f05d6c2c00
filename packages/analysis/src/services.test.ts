import { SERVICE_TYPES } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { SERVICE_PIPELINES, analysisTileCount, cityQueryBbox } from "./index";

describe("the pipeline's registry of services", () => {
  it("has an entry for every service type and nothing else", () => {
    expect(Object.keys(SERVICE_PIPELINES).sort()).toEqual([...SERVICE_TYPES].sort());
  });

  it("splits only the runs of a service that tiles", () => {
    const site = { lon: 139.7, lat: 35.68 };
    const vibration = {
      service: "vibration" as const,
      site,
      parameters: { sources: [{ lon: 139.7, lat: 35.68, level: 80, r0: 5 }] },
      cityBuildings: [],
      modelBuildings: [],
    };
    // A maximum of one cell-step per piece would split any grid: a service without tiles stays whole.
    expect(analysisTileCount(vibration, 1)).toBe(1);
    expect(cityQueryBbox("vibration", site, vibration.parameters)).toBeNull();
  });
});
