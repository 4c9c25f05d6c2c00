import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { main } from "../cli/main";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The CLI's `main` in process: `shadow <file | ->` with `input` as stdin; what it printed and its status. */
async function cli(file: string, input = ""): Promise<{ stdout: string; status: number; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const status = await main(["shadow", file], {
    readStdin: () => input,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { stdout, status, stderr };
}

describe("shadow CLI", () => {
  it("runs the issue's scene as written and prints the points", async () => {
    const { stdout, status } = await cli(join(root, "test/fixtures/shadow/issue-scene.json"));
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

  it("with a grid also prints the summary, contours and outlines", async () => {
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
    const { stdout, status } = await cli("-", JSON.stringify(scene));
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

  it("writes the contours GeoJSON and the PNG heat map when asked", async () => {
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
    const { status } = await cli("-", JSON.stringify(scene));
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

  it("refuses bad input with a stable code and exit status 1, a bad call with status 2", async () => {
    const { status, stderr } = await cli(
      "-",
      JSON.stringify({ sun: { latitude: 35, stepMinutes: 10, outputMinutes: 15 } }),
    );
    expect(status).toBe(1);
    expect(JSON.parse(stderr.trim().split("\n").pop() ?? "{}")).toMatchObject({
      error: { code: "output_interval_not_multiple" },
    });
    expect((await cli("-", "{ not json")).status).toBe(2);
    const unknown = await main(["frobnicate", "-"], {
      readStdin: () => "{}",
      stdout: { write: () => true },
      stderr: { write: () => true },
    });
    expect(unknown).toBe(2);
  });

  // One real process, as `npm run -s engine -- shadow -` runs it (package.json "cli"): stdin in, JSON out.
  it("runs as a process (smoke test)", () => {
    const scene = JSON.stringify({
      sun: { latitude: 35.6833, stepMinutes: 30 },
      buildings: [{ id: "b", footprint: [[0, 20], [20, 20], [20, 40], [0, 40]], base: 0, height: 10 }], // prettier-ignore
      points: [[10, 50]],
    });
    const stdout = execFileSync(process.execPath, ["--import", "tsx", "src/cli/bin.ts", "shadow", "-"], {
      cwd: root,
      encoding: "utf8",
      input: scene,
    });
    expect((JSON.parse(stdout) as { points: unknown[] }).points).toHaveLength(1);
  });
});
