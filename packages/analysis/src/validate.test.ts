import { ANALYSIS_MESSAGES } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { AnalysisInputError, runAnalysis } from "./index";
import { SiteFrame } from "./frame";
import { localRect } from "./testing/geometry";
import { runParameters } from "./validate";

const SITE = { lon: 139.7671, lat: 35.6812 };
const frame = new SiteFrame(SITE.lon, SITE.lat);
// A 20 m square planned building north of the site centre, and the same square with two corners swapped.
const SQUARE = { type: "Polygon", coordinates: [[[0, 20], [20, 20], [20, 40], [0, 40], [0, 20]].map(([x = 0, y = 0]) => frame.toLonLat(x, y))] }; // prettier-ignore
const BOW_TIE = { type: "Polygon", coordinates: [[[0, 20], [20, 40], [20, 20], [0, 40], [0, 20]].map(([x = 0, y = 0]) => frame.toLonLat(x, y))] }; // prettier-ignore
const parameters = (footprint: unknown) => ({
  target_range: localRect(frame, -100, -100, 100, 100),
  analysis_range: localRect(frame, -40, -20, 40, 60),
  planned_buildings: [
    { id: "tower", footprint: localRect(frame, -10, -10, 10, 10), height: 20 },
    { id: "annex", footprint, height: 10 },
  ],
  grid_spacing: 2,
});

describe("planned buildings drawn by users", () => {
  it("a simple footprint runs; a bow-tie is refused with a translated field error naming the building", async () => {
    expect(runParameters("hikage", parameters(SQUARE)).planned_buildings).toHaveLength(2);
    const run = runAnalysis({
      service: "hikage",
      site: SITE,
      parameters: parameters(BOW_TIE),
      cityBuildings: [],
      modelBuildings: [],
    });
    await expect(run).rejects.toBeInstanceOf(AnalysisInputError);
    await expect(run).rejects.toMatchObject({
      code: "invalid_parameters",
      message: expect.stringContaining("building annex: the footprint crosses or touches itself"),
      fields: [
        {
          path: "planned_buildings.1.footprint.coordinates.0",
          message: "analysis.footprint_self_intersecting",
        },
      ],
    });
    const text = ANALYSIS_MESSAGES["analysis.footprint_self_intersecting"];
    expect(text.ja).toContain("自己交差");
    expect(text.en).toContain("crosses itself");
  });
});
