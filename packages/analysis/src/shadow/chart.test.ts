import { resultLayerMetaSchemas } from "@soracity/contracts";
import { buildSchedule, checkRegulation, prepareScene, regulationSun } from "@soracity/engine";
import type { Ring2 } from "@soracity/engine";
import { describe, expect, it } from "vitest";
import { SiteFrame } from "../frame";
import { parseLayer } from "../testing/geometry";
import { chartSpacing, shadeChartLayer } from "./chart";

const frame = new SiteFrame(135.5023, 34.6937);
// A 30 x 20 m site, a 24 m high building of 20 x 10 m on it, north of a 6 m road on the south edge.
const site: Ring2 = [
  [-15, -10],
  [15, -10],
  [15, 10],
  [-15, 10],
];
const tower: Ring2 = [
  [-10, -5],
  [10, -5],
  [10, 5],
  [-10, 5],
];
const sun = (t: number) => regulationSun(frame.lat, -23.45, t).vector;

type ChartFeature = {
  properties: { line: string; limit: number; s: number[]; hours: number[] };
  geometry: { type: string; coordinates: [number, number][] };
};

describe("the shade_chart layer", () => {
  const result = checkRegulation(
    prepareScene([{ footprint: tower, base: 0, height: 24 }]),
    buildSchedule(sun, 8, 16, 10, 60),
    4,
    { site, limits: { hours5: 4, hours10: 2.5 }, deemed: [{ edge: 0, width: 6 }], chartSpacing: 1 },
    sun,
  );
  const layer = shadeChartLayer(result.chart, frame, 1);

  it("holds one LineString per line piece, its samples' s and hours, in the planned view", () => {
    expect(layer?.name).toBe("shade_chart");
    const meta = resultLayerMetaSchemas.shade_chart.parse(layer?.meta);
    expect(meta.view).toBe("planned");
    const { features } = parseLayer<{ features: ChartFeature[] }>(layer?.data ?? new Uint8Array());
    expect(features.map((f) => [f.properties.line, f.properties.limit, f.geometry.type])).toEqual([
      ["5m", 4, "LineString"],
      ["10m", 2.5, "LineString"],
    ]);
    for (const f of features) {
      expect(f.properties.s).toHaveLength(f.geometry.coordinates.length);
      expect(f.properties.hours).toHaveLength(f.geometry.coordinates.length);
    }
    // The 5 m line of the site (its south edge 3 m out): 2 (30 + 23) + 2π 5.
    const [m5, m10] = meta.lines;
    expect(m5?.length_m).toBeCloseTo(106 + 10 * Math.PI, 1);
    expect(m10?.length_m).toBeCloseTo(106 + 20 * Math.PI, 1);
  });

  it("gives each line's largest hours and where, as the check found them", () => {
    const meta = resultLayerMetaSchemas.shade_chart.parse(layer?.meta);
    const { features } = parseLayer<{ features: ChartFeature[] }>(layer?.data ?? new Uint8Array());
    meta.lines.forEach((line, i) => {
      const hours = features[i]?.properties.hours ?? [];
      expect(line.max_hours).toBe(Math.max(...hours));
      const at = hours.indexOf(line.max_hours);
      expect(line.worst_s).toBe(features[i]?.properties.s[at]);
    });
    // The 10 m line's worst is the check's worst beyond 10 m (the zone's maximum lies on its line here).
    const far = result.zones[1];
    expect(meta.lines[1]?.max_hours).toBeCloseTo(far?.maxHours ?? -1, 6);
    expect(meta.lines[1]?.max_hours).toBeGreaterThan(2.5);
  });

  it("is absent without a chart, and samples at the grid spacing up to 1 m", () => {
    expect(shadeChartLayer(undefined, frame, 1)).toBeNull();
    expect(chartSpacing(0.5)).toBe(0.5);
    expect(chartSpacing(2)).toBe(1);
  });
});
