import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type HttpUser, type Spawned, signUpOverHttp, spawnServerScript } from "../../test/processes";
import { type CaseView, plannedBuildingCase, rectangle } from "./analysis.fixtures";

const children: Spawned[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const { child } of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const site = { lon: 139.7, lat: 35.6 };
/** About 6 s of engine work (0.5 m cells over 23 ha, 1-minute steps): long enough to kill its worker. */
const longCase = plannedBuildingCase(site, {
  calc_interval_min: 1,
  grid_spacing: 0.5,
  analysis_range: rectangle(site, -240, -240, 240, 240),
  target_range: rectangle(site, -250, -250, 250, 250),
});

async function waitForCase(user: HttpUser, id: string, statuses: string[], timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const view = await user.ok<CaseView>("GET", `/api/cases/${id}`);
    if (statuses.includes(view.status)) return view;
    if (Date.now() > until) throw new Error(`case still ${view.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// One process owns the embedded database, so its worker dies with the server: a restart must finish the run.
describe.skipIf(Boolean(process.env.DATABASE_URL))("a worker killed mid-job (embedded)", () => {
  it("the run is retried after the restart and completes; it never stays processing", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "soracity-recovery-"));
    dirs.push(dataDir);
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: "",
      ANALYSIS_STALE_SECONDS: "3",
      ANALYSIS_HEARTBEAT_MS: "300",
    };
    const first = spawnServerScript("src/main.ts", env);
    children.push(first);
    await first.waitFor("create an account at", 240_000);
    const { user, projectId } = await signUpOverHttp(`http://127.0.0.1:${port}`, dataDir, site);
    const created = await user.ok<CaseView>("POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name: "long",
      parameters: longCase,
    });
    await user.ok("POST", `/api/cases/${created.id}/run`, undefined, 202);
    await waitForCase(user, created.id, ["processing"], 60_000);
    first.child.kill("SIGKILL");
    await first.exited;

    const second = spawnServerScript("src/main.ts", env);
    children.push(second);
    await second.waitFor("create an account at", 240_000);
    const done = await waitForCase(user, created.id, ["done", "error"], 180_000);
    expect(done.status).toBe("done");
    const result = await user.ok<{ summary: { max_hours: number } }>(
      "GET",
      `/api/cases/${created.id}/result`,
    );
    expect(result.summary.max_hours).toBeGreaterThan(6);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 600_000);
});
