import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import {
  type CaseView,
  plannedBuildingCase,
  projectAt,
  waitForStatus,
} from "../modules/analysis/analysis.fixtures";
import { ok, type TestUser } from "../test/dashboard";
import { buildTestApp } from "../test/test-app";
import { useTestApp } from "../test/use-test-app";

const TOKEN = "metrics-token-0123456789";
const server = useTestApp({ metrics: { mode: "on" } });
const site = { lon: 139.7, lat: 35.6 };

/** The value of the sample `name{labels}` in a text exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2].split(",");
    if (wanted.every((label) => have.includes(label))) return Number(match[3]);
  }
  return undefined;
}

const scrape = async (app: FastifyInstance = server.app) => {
  const res = await app.inject({ url: "/metrics" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

describe("GET /metrics (METRICS=on)", () => {
  let alice: TestUser;
  let projectId: string;
  beforeAll(async () => {
    alice = await server.signUp();
    projectId = await projectAt(server.app, alice, site);
  });

  it("times requests by route pattern, method and status, never by raw URL", async () => {
    for (let i = 0; i < 3; i++) await server.app.inject({ url: "/api/config" });
    const unknown = "0b5f5c1e-0000-4000-8000-000000000000";
    expect((await server.app.inject({ url: `/api/news/${unknown}` })).statusCode).toBe(404);
    await server.app.inject({ url: "/no/such/page.js" });
    const text = await scrape();
    const config = { method: "GET", route: "/api/config", status_code: "200" };
    expect(sample(text, "http_request_duration_seconds_count", config)).toBe(3);
    expect(sample(text, "http_request_duration_seconds_bucket", { ...config, le: "+Inf" })).toBe(3);
    expect(
      sample(text, "http_request_duration_seconds_count", { route: "/api/news/:id", status_code: "404" }),
    ).toBe(1);
    expect(
      sample(text, "http_request_duration_seconds_count", { route: "(unmatched)", status_code: "404" }),
    ).toBe(1);
    expect(text).not.toContain(unknown);
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("reports the queue's depth, the runs and their heartbeats, and the durations of jobs any process ran", async () => {
    await scrape(); // the first scrape: jobs that ended before it are not counted
    const created = await ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name: "metrics",
      parameters: plannedBuildingCase(site),
    });
    await ok(server.app, alice, "POST", `/api/cases/${created.id}/run`, undefined, 202);
    const queued = await scrape();
    expect(sample(queued, "soracity_job_queue_depth", { queue: "analysis-run", state: "created" })).toBe(1);
    expect(sample(queued, "soracity_analysis_runs", { status: "queued" })).toBe(1);
    expect(queued).toMatch(/^soracity_analysis_heartbeat_age_seconds 0$/m);
    expect(sample(queued, "soracity_job_duration_seconds_count", { queue: "analysis-run" })).toBeUndefined();

    // Another process with a worker on the same database runs the job.
    const worker = await buildTestApp(server.database, {}, { worker: true });
    try {
      expect((await waitForStatus(server.app, alice, created.id, ["done", "error"])).status).toBe("done");
    } finally {
      await worker.close();
    }
    const ran = await scrape();
    const completed = { queue: "analysis-run", state: "completed" };
    expect(sample(ran, "soracity_job_duration_seconds_count", completed)).toBe(1);
    expect(sample(ran, "soracity_job_duration_seconds_sum", completed)).toBeGreaterThan(0);
    expect(
      sample(ran, "soracity_job_queue_depth", { queue: "analysis-run", state: "created" }),
    ).toBeUndefined();
    expect(sample(ran, "soracity_analysis_runs", { status: "queued" })).toBe(0);
    // Counted once: a later scrape adds nothing.
    expect(sample(await scrape(), "soracity_job_duration_seconds_count", completed)).toBe(1);
    if (server.database.driver === "postgres") {
      expect(sample(ran, "soracity_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
    } else {
      expect(ran).not.toContain("soracity_db_pool_connections{");
    }
  });
});

describe("GET /metrics, off or behind a token", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "soracity-dist-"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>SoraCity SPA</title>");
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(dist, { recursive: true, force: true });
  });
  const build = async (metrics?: { mode: "off" | "on" | "token"; token?: string }) => {
    const app = await buildTestApp(server.database, { webDist: dist, ...(metrics ? { metrics } : {}) });
    apps.push(app);
    return app;
  };

  it("off (the default): 404 JSON, never the web app's page", async () => {
    for (const app of [await build(), await build({ mode: "off" })]) {
      const res = await app.inject({ url: "/metrics" });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("not_found");
      expect(res.body).not.toContain("SoraCity SPA");
    }
  });

  it("token: 401 without the bearer token or with another; the metrics with it", async () => {
    const app = await build({ mode: "token", token: TOKEN });
    for (const authorization of [undefined, "Bearer wrong-token-0123456789", `Basic ${TOKEN}`]) {
      const res = await app.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(res.body).not.toContain("http_request_duration_seconds");
    }
    const res = await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("# TYPE http_request_duration_seconds histogram");
  });

  it("is configured by METRICS and METRICS_TOKEN", () => {
    expect(loadConfig({}).metrics).toEqual({ mode: "off", token: undefined });
    expect(loadConfig({ METRICS: "on" }).metrics).toEqual({ mode: "on", token: undefined });
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metrics).toEqual({ mode: "token", token: TOKEN });
    expect(() => loadConfig({ METRICS: "token" })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS: "yes" })).toThrow(/METRICS/);
  });
});
