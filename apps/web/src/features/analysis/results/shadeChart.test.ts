import { describe, expect, it } from "vitest";
import { chartLines, ticks } from "./shadeChart";

const piece = (line: string, length: number, s: number[], hours: number[]) => ({
  type: "Feature",
  properties: { line, limit: line === "5m" ? 4 : 2.5, length_m: length, s, hours },
  geometry: { type: "LineString", coordinates: [] },
});
const meta = {
  view: "planned",
  lines: [
    { line: "10m", limit: 2.5, length_m: 30, max_hours: 2.75, worst_s: 22 },
    { line: "5m", limit: 4, length_m: 20, max_hours: 5, worst_s: 5 },
  ],
};

describe("the 日影チャート's lines", () => {
  it("unrolls each line's pieces one after the other, 5 m first", () => {
    const data = {
      type: "FeatureCollection",
      features: [
        piece("5m", 20, [0, 5, 10, 20], [1, 5, 3, 0]),
        piece("10m", 10, [0, 10], [0.5, 1]),
        piece("10m", 20, [0, 2, 20], [2, 2.75, 0]),
      ],
    };
    const [m5, m10] = chartLines(data, meta);
    expect(m5).toMatchObject({ line: "5m", limit: 4, length: 20, maxHours: 5, worstS: 5 });
    expect(m5?.runs).toEqual([
      [
        [0, 1],
        [5, 5],
        [10, 3],
        [20, 0],
      ],
    ]);
    expect(m10?.runs).toEqual([
      [
        [0, 0.5],
        [10, 1],
      ],
      [
        [10, 2],
        [12, 2.75],
        [30, 0],
      ],
    ]);
  });

  it("has no lines without the layer's meta, and no runs without its data", () => {
    expect(chartLines({ features: [] }, {})).toEqual([]);
    expect(chartLines(undefined, meta).map((l) => l.runs)).toEqual([[], []]);
  });
});

describe("chart ticks", () => {
  it("steps by 1, 2 or 5 times a power of ten", () => {
    expect(ticks(5, 5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ticks(180, 4)).toEqual([0, 50, 100, 150]);
    expect(ticks(0, 4)).toEqual([0]);
  });
});
