// Issue 22, F3: a run is counted before it is computed. POST /run refuses what is over the contracts' limits
// (400, translated, with the figure and the limit); the worker counts again with every building it loads (here
// under small test limits, so that the largest run they allow takes a moment) and ends the case `error`.
import { ANALYSIS_SIZE_LIMITS, analysisMessage, layerBaseName } from "@soracity/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { analysisRuns, projectModels } from "../../db/schema";
import { call, ok, type TestUser } from "../../test/dashboard";
import { testConfig } from "../../test/test-app";
import { useTestApp } from "../../test/use-test-app";
import {
  type CaseView,
  offset,
  projectAt,
  rectangle,
  uploadFootprints,
  waitForStatus,
} from "./analysis.fixtures";

const site = { lon: 139.7, lat: 35.6 };
/** The worker's limits in this file: 2,000 wall samples (the real ones: ANALYSIS_SIZE_LIMITS). */
const TEST_LIMITS = { ...ANALYSIS_SIZE_LIMITS, wallSamples: 2_000, wallValues: 16_000 };
let alice: TestUser;
let projectId: string;

const server = useTestApp(() => ({ worker: { ...testConfig().worker, sizeLimits: TEST_LIMITS } }), {
  worker: true,
});
beforeAll(async () => {
  alice = await server.signUp();
  projectId = await projectAt(server.app, alice, site);
});

/**
 * Walls of a planned building of `width` x `depth` x `height` m sampled every `spacing` m: 2 (ceil(width /
 * spacing) + ceil(depth / spacing)) x ceil(height / spacing) samples (sizes off the steps: no rounding doubt).
 */
const wallsCase = (
  width: number,
  depth: number,
  height: number,
  spacing: number,
  extra: Record<string, unknown> = {},
) => ({
  target_range: rectangle(site, -150, -150, 150, 150),
  points: [offset(site, 0, -60)],
  ground_elevation: 0,
  planned_buildings: [{ footprint: rectangle(site, 0, 0, width, depth), height, base: 0 }],
  walls: { enabled: true, spacing },
  ...extra,
});

async function caseOf(service: string, parameters: Record<string, unknown>): Promise<string> {
  const created = await ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
    service_type: service,
    name: service,
    parameters,
  });
  return created.id;
}

const runsOf = (caseId: string) =>
  server.db.select().from(analysisRuns).where(eq(analysisRuns.caseId, caseId));

describe("analysis sizes, counted before computing", () => {
  it("POST /run refuses a run over the real limits: 400, the figure and the limit, nothing queued", async () => {
    const refusals = [
      // 2 x (400 + 226) x 400 = 500,800 wall samples (the limit: 500,000)
      [wallsCase(99.9, 56.3, 99.9, 0.25), "parameters.walls.spacing", 500_800, 500_000],
      // 25 ha at 0.25 m (1,992 x 1,992 cells) x 1,441 one-minute steps over 24 hours
      [
        {
          target_range: rectangle(site, -249, -249, 249, 249),
          analysis_range: rectangle(site, -249, -249, 249, 249),
          grid_spacing: 0.25,
          start_time: "00:00",
          end_time: "24:00",
          calc_interval_min: 1,
        },
        "parameters.grid_spacing",
        null,
        4_500_000_000,
      ],
    ] as const;
    for (const [parameters, path, count, limit] of refusals) {
      const id = await caseOf("hikage", parameters);
      const res = await call(server.app, alice, "POST", `/api/cases/${id}/run`);
      expect(res.statusCode, path).toBe(400);
      const { error } = res.json<{
        error: {
          code: string;
          message: string;
          fields: { path: string; message: string; params: Record<string, number> }[];
        };
      }>();
      expect(error.code).toBe("validation_failed");
      expect(error.message).toContain(`at most ${limit.toLocaleString("en-US")}`);
      expect(error.fields).toHaveLength(1);
      expect(error.fields[0]).toMatchObject({ path, message: "analysis.too_large", params: { limit } });
      if (count !== null) expect(error.fields[0]?.params.count).toBe(count);
      expect(await runsOf(id)).toEqual([]);
      expect((await ok<CaseView>(server.app, alice, "GET", `/api/cases/${id}`)).status).toBe("draft");
    }
    const text = (locale: "jp" | "en") =>
      analysisMessage("analysis.too_large", locale, { count: 500_800, limit: 500_000 });
    expect(text("jp")).toContain("500,800、上限 500,000");
    expect(text("en")).toContain("500,800, at most 500,000");
  });

  it("POST /run refuses walls over an uploaded model too large for the limits, from its stored totals", async () => {
    // 200 buildings of 10 x 10 x 10 m: 80,000 m² of walls, 1,280,000 samples at 0.25 m (the limit: 500,000).
    const model = await uploadFootprints(
      server.app,
      alice,
      projectId,
      Array.from({ length: 200 }, (_, i) => {
        const [x, y] = [(i % 20) * 15 - 150, Math.floor(i / 20) * 15 + 20];
        const ring = [offset(site, x, y), offset(site, x + 10, y), offset(site, x + 10, y + 10), offset(site, x, y + 10)]; // prettier-ignore
        return { ring, height: 10 };
      }),
    );
    const id = await caseOf("hikage", wallsCase(5, 5, 5, 0.25, { model_ids: [model] }));
    const res = await call(server.app, alice, "POST", `/api/cases/${id}/run`);
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{
      error: { code: string; fields: { path: string; message: string; params: Record<string, number> }[] };
    }>();
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toHaveLength(1);
    expect(error.fields[0]).toMatchObject({
      path: "parameters.walls.spacing",
      message: "analysis.too_large",
      params: { limit: 500_000 },
    });
    // A lower bound of the worker's count (1,280,000 + the planned building's 1,600).
    expect(error.fields[0]?.params.count).toBeGreaterThan(1_200_000);
    expect(error.fields[0]?.params.count).toBeLessThanOrEqual(1_281_600);
    expect(await runsOf(id)).toEqual([]);
    expect((await ok<CaseView>(server.app, alice, "GET", `/api/cases/${id}`)).status).toBe("draft");
  });

  it("POST /run takes the largest run the real limits allow (the worker's smaller test limits refuse it)", async () => {
    // 2 x (400 + 225) x 400 = 500,000 wall samples: queued; this file's worker allows 2,000 and says why not.
    const id = await caseOf("hikage", wallsCase(99.9, 56.1, 99.9, 0.25));
    await ok(server.app, alice, "POST", `/api/cases/${id}/run`, undefined, 202);
    expect(await waitForStatus(server.app, alice, id, ["done", "error"])).toMatchObject({
      status: "error",
      error: { code: "analysis_too_large", message: "analysis.error_too_large" },
    });
  });

  it("the worker computes the largest run its limits allow, and ends one over them with a translated reason", async () => {
    // 2 x (30 + 20) x 20 = 2,000 wall samples at 0.5 m: the test limit.
    const largest = await caseOf("hikage", wallsCase(14.9, 9.9, 9.9, 0.5));
    await ok(server.app, alice, "POST", `/api/cases/${largest}/run`, undefined, 202);
    expect(await waitForStatus(server.app, alice, largest, ["done", "error"])).toMatchObject({
      status: "done",
      error: null,
    });
    const result = await ok<{ layers: { name: string; meta: { count?: number } }[] }>(
      server.app,
      alice,
      "GET",
      `/api/cases/${largest}/result`,
    );
    expect(result.layers.find((l) => layerBaseName(l.name) === "walls")?.meta.count).toBe(2_000);

    // The same with an uploaded model's building beside it: only the worker loads it, counts 2,000 + its
    // walls, and refuses before making a single sample.
    const ring = [offset(site, 40, 0), offset(site, 47.8, 0), offset(site, 47.8, 7.8), offset(site, 40, 7.8)];
    const model = await uploadFootprints(server.app, alice, projectId, [{ ring, height: 9.9 }]);
    // As a model stored before its totals were counted: the run that reads its features stores them.
    const totalsOf = async () =>
      (
        await server.db
          .select({ v: projectModels.vertexCount, w: projectModels.wallCount, a: projectModels.wallArea })
          .from(projectModels)
          .where(eq(projectModels.id, model))
      )[0];
    const counted = await totalsOf();
    expect(counted).toMatchObject({ v: 4, w: 4 });
    expect(counted?.a).toBeCloseTo(4 * 7.8 * 9.9, -1); // the fixtures' offsets are within 0.2 %
    await server.db
      .update(projectModels)
      .set({ vertexCount: null, wallCount: null, wallArea: null })
      .where(eq(projectModels.id, model));
    const over = await caseOf("hikage", wallsCase(14.9, 9.9, 9.9, 0.5, { model_ids: [model] }));
    await ok(server.app, alice, "POST", `/api/cases/${over}/run`, undefined, 202);
    const ended = await waitForStatus(server.app, alice, over, ["done", "error"]);
    expect(ended).toMatchObject({
      status: "error",
      error: { code: "analysis_too_large", message: "analysis.error_too_large" },
    });
    expect(analysisMessage("analysis.error_too_large", "jp")).toContain("上限を超える");
    expect(analysisMessage("analysis.error_too_large", "en")).toContain("over the size limit");
    expect(await totalsOf()).toEqual(counted);
    // One attempt: a refusal is not retried like a crash.
    expect((await runsOf(over)).map((r) => r.attempts)).toEqual([1]);
  });
});
