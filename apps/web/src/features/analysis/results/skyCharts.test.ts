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

  it("sums the 三斜 triangles to the chart's Rs at any radius", () => {
    for (const c of charts.values())
      for (const chart of [c.planned, c.conforming ?? c.planned]) {
        const unit = triangleTable(chart, 1);
        const tenCm = triangleTable(chart, 10);
        // Areas scale by r², Rs does not; the sum of the rounded areas stays within 1e-4 of the exact Rs.
        expect(tenCm.sum).toBeCloseTo(unit.sum * 100, 6);
        expect(tenCm.rs).toBeCloseTo(unit.rs, 9);
        expect(Math.abs(unit.rs - chart.rs_triangles)).toBeLessThan(1e-4);
        expect(Math.abs(unit.rs - chart.rs)).toBeLessThan(1e-4);
        expect(unit.rows[0]?.area).toBeCloseTo(
          ((unit.rows[0]?.base ?? 0) * (unit.rows[0]?.height ?? 0)) / 2,
          4,
        );
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
