import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { silhouettePath, skyChartsById, triangleTable } from "./skyCharts";

// The pipeline's golden output of the demo case (a 30 m block on a 40 m site, road on the south edge).
const golden = JSON.parse(
  readFileSync(
    fileURLToPath(
      new URL(
        "../../../../../../packages/analysis/test/out/tenkuritsu-demo-tokyo/sky_charts.geojson",
        import.meta.url,
      ),
    ),
    "utf8",
  ),
) as unknown;

describe("the sky_charts layer", () => {
  const charts = skyChartsById(golden);

  it("reads every point's charts, the user's point without a conforming building", () => {
    expect(charts.size).toBeGreaterThan(1);
    const user = [...charts.values()].find((c) => c.id.startsWith("P"));
    expect(user?.conforming).toBeNull();
    expect([...charts.values()].some((c) => c.conforming !== null)).toBe(true);
  });

  it("prints the 三斜 triangles so that their sum gives the chart's Rs", () => {
    for (const c of charts.values())
      for (const chart of [c.planned, c.conforming ?? c.planned]) {
        const table = triangleTable(chart, 100);
        expect(table.rows.length).toBe(chart.triangles.length);
        // Each area is base × height / 2 of the printed values, the sum that of the printed areas.
        for (const row of table.rows)
          expect(Math.abs(row.area - (row.base * row.height) / 2)).toBeLessThanOrEqual(5e-5 + 1e-12);
        const sum = table.rows.reduce((total, row) => total + row.area, 0);
        expect(table.sum).toBeCloseTo(sum, 4);
        expect(table.sky).toBeCloseTo(Math.PI * 1e4, 9);
        // Printing at 0.001 mm on r = 100 mm moves Rs by less than 1e-4 from the exact and the engine's 三斜 value.
        expect(Math.abs(table.rs - chart.rs_triangles)).toBeLessThan(1e-4);
        expect(Math.abs(table.rs - chart.rs)).toBeLessThan(1e-4);
        // The same chart at another radius gives the same Rs to the printing's precision.
        expect(Math.abs(triangleTable(chart, 1000).rs - table.rs)).toBeLessThan(1e-4);
      }
  });

  it("draws each ring as a closed subpath, north up", () => {
    const chart = {
      rs: 0.9,
      rs_triangles: 0.9,
      silhouette: [
        {
          outer: [
            [0, 0.5],
            [0.5, 0.5],
            [0.5, 0.8],
          ] as [number, number][],
          holes: [],
        },
      ],
      triangles: [],
    };
    expect(silhouettePath(chart, 100)).toBe("M0.00 -50.00L50.00 -50.00L50.00 -80.00Z");
  });

  it("ignores what is not a chart layer", () => {
    expect(skyChartsById(null).size).toBe(0);
    expect(skyChartsById({ features: [{ properties: { id: "x" } }] }).size).toBe(0);
  });
});
