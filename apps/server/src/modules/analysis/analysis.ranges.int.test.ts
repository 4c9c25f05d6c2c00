// Issue 22, F16: drawn ranges that cannot be computed are refused before anything is queued.
import { analysisMessage } from "@soracity/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { analysisRuns, cases } from "../../db/schema";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { type CaseView, offset, plannedBuildingCase, projectAt } from "./analysis.fixtures";

const site = { lon: 139.7, lat: 35.6 };
let alice: TestUser;
let projectId: string;

const server = useTestApp();
beforeAll(async () => {
  alice = await server.signUp();
  projectId = await projectAt(server.app, alice, site);
});

const polygon = (...points: [number, number][]) => {
  const ring = points.map(([east, north]) => offset(site, east, north));
  return { type: "Polygon", coordinates: [[...ring, ring[0]]] };
};
// Three points on one line (no area), and a bow-tie: (0, 0) -> (40, 40) -> (40, 0) -> (0, 40).
const FLAT = polygon([-40, 0], [0, 0], [40, 0]);
const BOW_TIE = polygon([0, 0], [40, 40], [40, 0], [0, 40]);

/** Runs a case whose stored parameters are `parameters` (written as a draft saved before the checks was). */
async function runWithStored(service: string, parameters: Record<string, unknown>) {
  const created = await ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
    service_type: service,
    name: service,
  });
  await server.db.update(cases).set({ parameters }).where(eq(cases.id, created.id));
  const res = await call(server.app, alice, "POST", `/api/cases/${created.id}/run`);
  const runs = await server.db.select().from(analysisRuns).where(eq(analysisRuns.caseId, created.id));
  const status = (await ok<CaseView>(server.app, alice, "GET", `/api/cases/${created.id}`)).status;
  return { res, runs, status };
}

describe("analysis ranges that cannot be computed", () => {
  it("a zero-area analysis range: 400 with a translated field error when saved and when run", async () => {
    const saved = await call(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name: "flat",
      parameters: plannedBuildingCase(site, { analysis_range: FLAT }),
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields).toContainEqual({
      path: "parameters.analysis_range",
      message: "analysis.polygon_zero_area",
    });
    const { res, runs, status } = await runWithStored(
      "hikage",
      plannedBuildingCase(site, { analysis_range: FLAT }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(res.json().error.fields).toContainEqual({
      path: "parameters.analysis_range",
      message: "analysis.polygon_zero_area",
    });
    expect(runs).toEqual([]);
    expect(status).toBe("draft");
    expect(analysisMessage("analysis.polygon_zero_area", "jp")).toContain("面積が0");
    expect(analysisMessage("analysis.polygon_zero_area", "en")).toContain("no area");
  });

  it("a self-intersecting analysis range, site boundary or vibration boundary: 400, nothing queued", async () => {
    for (const [service, parameters, path] of [
      ["hikage", plannedBuildingCase(site, { analysis_range: BOW_TIE }), "analysis_range"],
      [
        "hikage",
        plannedBuildingCase(site, { target_range: BOW_TIE, analysis_range: undefined }),
        "target_range",
      ],
      [
        "vibration",
        { sources: [{ lon: site.lon, lat: site.lat, machine: "excavator" }], boundary: BOW_TIE },
        "boundary",
      ],
    ] as const) {
      const { res, runs, status } = await runWithStored(service, parameters);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.code).toBe("validation_failed");
      expect(res.json().error.fields).toEqual([
        { path: `parameters.${path}`, message: "analysis.polygon_self_intersecting" },
      ]);
      expect(runs).toEqual([]);
      expect(status).toBe("draft");
    }
    expect(analysisMessage("analysis.polygon_self_intersecting", "jp")).toContain("自己交差");
    expect(analysisMessage("analysis.polygon_self_intersecting", "en")).toContain("crosses itself");
  });
});
