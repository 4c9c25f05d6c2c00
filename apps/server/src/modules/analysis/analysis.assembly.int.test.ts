import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ok } from "../../test/dashboard";
import { type Spawned, signUpOverHttp, spawnServerScript } from "../../test/processes";
import { useTestApp } from "../../test/use-test-app";
import { type CaseView, plannedBuildingCase, projectAt, rectangle } from "./analysis.fixtures";

// Issue 22, F5: a tiled shadow run whose process is killed while it assembles the tiles must still end.
const postgres = Boolean(process.env.DATABASE_URL);
const site = { lon: 139.7, lat: 35.6 };
/** 241 x 241 cells x 97 steps (5.6 M cell-steps) over 2 M a tile: three tiles, then the assembly. */
const tiledCase = plannedBuildingCase(site, { analysis_range: rectangle(site, -120, -120, 120, 120) });
const TILED = {
  ANALYSIS_TILE_CELL_STEPS: "2000000",
  // Long enough that a loaded machine's late heartbeat does not count as a lost worker.
  ANALYSIS_STALE_SECONDS: "8",
  ANALYSIS_HEARTBEAT_MS: "300",
};
/** The assembler waits (the test hook of analysis.runner.ts) until it is killed: progress shows 95 meanwhile. */
const PAUSED_ASSEMBLY = { SORACITY_TEST_ASSEMBLY_PAUSE_MS: "600000" };

const children: Spawned[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const { child } of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function spawn(script: "src/main.ts" | "src/worker.ts", env: Record<string, string>): Spawned {
  const spawned = spawnServerScript(script, env);
  children.push(spawned);
  return spawned;
}

/** Polls the case until `done(view)`; fails after `timeoutMs` with the last view and the processes' output. */
async function waitForCase(
  read: () => Promise<CaseView>,
  done: (view: CaseView) => boolean,
  timeoutMs: number,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const view = await read();
    if (done(view)) return view;
    if (Date.now() > until) {
      const output = children.map((c) => c.output()).join("\n---\n");
      throw new Error(`case still ${view.status} at ${view.progress} %; processes said:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
const assembling = (view: CaseView) => view.progress >= 95 || ["done", "error"].includes(view.status);
const ended = (view: CaseView) => ["done", "error"].includes(view.status);

// One process owns the embedded database: the server (and its worker) is killed and started again.
describe.skipIf(postgres)("a tiled run killed during its assembly (embedded)", () => {
  it("is assembled again after the restart and ends done; it never stays processing", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "soracity-assembly-"));
    dirs.push(dataDir);
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    const env = { DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: "", ...TILED };
    const first = spawn("src/main.ts", { ...env, ...PAUSED_ASSEMBLY });
    await first.waitFor("create an account at", 240_000);
    const { user, projectId } = await signUpOverHttp(`http://127.0.0.1:${port}`, dataDir, site);
    const created = await user.ok<CaseView>("POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name: "tiled",
      parameters: tiledCase,
    });
    await user.ok("POST", `/api/cases/${created.id}/run`, undefined, 202);
    const read = () => user.ok<CaseView>("GET", `/api/cases/${created.id}`);
    expect(await waitForCase(read, assembling, 180_000)).toMatchObject({
      status: "processing",
      progress: 95,
    });
    first.child.kill("SIGKILL");
    await first.exited;

    const second = spawn("src/main.ts", env);
    await second.waitFor("create an account at", 240_000);
    expect(await waitForCase(read, ended, 120_000)).toMatchObject({ status: "done", error: null });
    const result = await user.ok<{ summary: { max_hours: number } }>(
      "GET",
      `/api/cases/${created.id}/result`,
    );
    expect(result.summary.max_hours).toBeGreaterThan(0);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 600_000);
});

describe.skipIf(!postgres)("a tiled run whose worker process is killed during its assembly", () => {
  // The API alone: jobs go to the worker processes.
  const server = useTestApp();

  it("is assembled again by another worker and ends done; it never stays processing", async () => {
    const worker = (env: Record<string, string>) =>
      spawn("src/worker.ts", { DATABASE_URL: server.database.url ?? "", ...TILED, ...env });
    const alice = await server.signUp();
    const projectId = await projectAt(server.app, alice, site);
    const created = await ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name: "tiled",
      parameters: tiledCase,
    });
    const doomed = worker(PAUSED_ASSEMBLY);
    await doomed.waitFor("Analysis worker ready", 120_000);
    await ok(server.app, alice, "POST", `/api/cases/${created.id}/run`, undefined, 202);
    const read = () => ok<CaseView>(server.app, alice, "GET", `/api/cases/${created.id}`);
    expect(await waitForCase(read, assembling, 180_000)).toMatchObject({
      status: "processing",
      progress: 95,
    });
    doomed.child.kill("SIGKILL");
    await doomed.exited;

    const rescuer = worker({});
    await rescuer.waitFor("Analysis worker ready", 120_000);
    expect(await waitForCase(read, ended, 120_000)).toMatchObject({ status: "done", error: null });
    const result = await ok<{ summary: { max_hours: number } }>(
      server.app,
      alice,
      "GET",
      `/api/cases/${created.id}/result`,
    );
    expect(result.summary.max_hours).toBeGreaterThan(0);
    rescuer.child.kill("SIGTERM");
    expect(await rescuer.exited).toBe(0);
  }, 600_000);
});
