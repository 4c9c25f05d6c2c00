import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

function cli(file: string, input?: string): { stdout: string; status: number; stderr: string } {
  try {
    const stdout = execFileSync("npx", ["tsx", "src/cli/main.ts", "shadow", file], {
      cwd: root,
      encoding: "utf8",
      input,
      stdio: ["pipe", "pipe", "pipe"],
    });
    return { stdout, status: 0, stderr: "" };
  } catch (error) {
    const e = error as { stdout: string; stderr: string; status: number };
    return { stdout: e.stdout, status: e.status, stderr: e.stderr };
  }
}

describe("shadow CLI", () => {
  it("runs the issue's scene as written and prints the points", () => {
    const { stdout, status } = cli("test/fixtures/shadow/issue-scene.json");
    expect(status).toBe(0);
    const out = JSON.parse(stdout) as {
      points: { x: number; y: number; shadeHours: number; intervals: string[][] }[];
    };
    expect(out.points.map((p) => [p.x, p.y])).toEqual([
      [0, 20],
      [0, 30],
    ]);
    // Symmetric about true noon, hh:mm:ss strings.
    for (const p of out.points) {
      expect(p.intervals.length).toBe(1);
      const [from, to] = p.intervals[0] ?? [];
      expect(from).toMatch(/^\d\d:\d\d:\d\d$/);
      const sec = (s = "") => s.split(":").reduce((acc, v) => acc * 60 + Number(v), 0);
      expect(Math.abs(sec(from) + sec(to) - 24 * 3600)).toBeLessThanOrEqual(1);
      expect(Math.abs(p.shadeHours * 3600 - (sec(to) - sec(from)))).toBeLessThanOrEqual(1);
    }
    expect(out.points[0]?.shadeHours).toBeGreaterThan(out.points[1]?.shadeHours ?? Infinity);
  });

  it("with a grid also prints the summary, contours and outlines", () => {
    const scene = {
      sun: { latitude: 35.6833, declination: -23.45, start: "08:00", end: "16:00", stepMinutes: 10 },
      plane: { height: 4 },
      buildings: [
        {
          footprint: [
            [-10, -10],
            [10, -10],
            [10, 10],
            [-10, 10],
          ],
          base: 0,
          height: 20,
        },
      ],
      grid: { bbox: [-60, -20, 60, 80], spacing: 1 },
      contours: [2, 4],
    };
    const { stdout, status } = cli("-", JSON.stringify(scene));
    expect(status).toBe(0);
    const out = JSON.parse(stdout) as {
      grid: {
        nx: number;
        ny: number;
        summary: { maxHours: number; areas: { hours: number }[] };
        contours: { features: unknown[] };
        outlines: { features: unknown[] };
      };
    };
    expect([out.grid.nx, out.grid.ny]).toEqual([121, 101]);
    expect(out.grid.summary.maxHours).toBeCloseTo(8, 5);
    expect(out.grid.summary.areas.map((a) => a.hours)).toEqual([2, 4]);
    expect(out.grid.contours.features.length).toBe(2);
    expect(out.grid.outlines.features.length).toBe(9);
  });

  it("writes the contours GeoJSON and the PNG heat map when asked", () => {
    const dir = mkdtempSync(join(tmpdir(), "shadow-cli-"));
    const scene = {
      sun: { latitude: 35.6833, stepMinutes: 10 },
      buildings: [
        {
          footprint: [
            [-10, -10],
            [10, -10],
            [10, 10],
            [-10, 10],
          ],
          base: 0,
          height: 20,
        },
      ],
      grid: { bbox: [-60, -20, 60, 80], spacing: 2 },
      output: { contours: join(dir, "c.geojson"), heatmap: join(dir, "h.png") },
    };
    const { status } = cli("-", JSON.stringify(scene));
    expect(status).toBe(0);
    const geo = JSON.parse(readFileSync(join(dir, "c.geojson"), "utf8")) as {
      type: string;
      features: unknown[];
    };
    expect(geo.type).toBe("FeatureCollection");
    expect(geo.features.length).toBe(5);
    const png = PNG.sync.read(readFileSync(join(dir, "h.png")));
    expect([png.width, png.height]).toEqual([61, 51]);
    rmSync(dir, { recursive: true });
  });

  it("refuses bad input with a stable code and exit status 1", () => {
    const { status, stderr } = cli(
      "-",
      JSON.stringify({ sun: { latitude: 35, stepMinutes: 10, outputMinutes: 15 } }),
    );
    expect(status).toBe(1);
    expect(JSON.parse(stderr.trim().split("\n").pop() ?? "{}")).toMatchObject({
      error: { code: "output_interval_not_multiple" },
    });
  });
});
