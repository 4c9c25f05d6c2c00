import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { skyChartPropertiesSchema } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { silhouettePath, skyRunSource, triangleTable } from "./skyCharts";

// The pipeline's golden output of the demo case (a 30 m block on a 40 m site, road on the south edge): a
// sample of its points' charts (the layer holds every point's).
const golden = JSON.parse(
  readFileSync(
    fileURLToPath(
      new URL(
        "../../../../../../packages/analysis/test/out/tenkuritsu-demo-tokyo/sky_charts.sample.geojson",
        import.meta.url,
      ),
    ),
    "utf8",
  ),
) as unknown;
const charts = z
  .object({ features: z.array(z.object({ properties: skyChartPropertiesSchema })) })
  .parse(golden)
  .features.map((f) => f.properties);

describe("the sky charts", () => {
  it("reads the regulation points' charts, each with its conforming building's", () => {
    expect(charts.length).toBeGreaterThan(1);
    for (const c of charts) expect(c.conforming === null).toBe(c.check === null);
  });

  it("prints the 三斜 triangles so that their sum gives the chart's Rs", () => {
    for (const c of charts)
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

  it("fetches a point's chart from the case's run, or from the share's", () => {
    const result = { case_id: "c 1", run_id: "r1", computed_at: "2026-11-28T09:00:00Z" };
    const own = skyRunSource(result);
    expect(own.chartUrl("R1-2")).toBe("/api/cases/c%201/result/sky-charts/R1-2");
    expect(own.scope).toBe("c 1.r1");
    const shared = skyRunSource({ ...result, case_id: "", run_id: "" }, "tok");
    expect(shared.chartUrl("P1")).toBe("/api/share/tok/sky-charts/P1");
    expect(shared.scope).toBe("share.tok.2026-11-28T09:00:00Z");
  });
});
