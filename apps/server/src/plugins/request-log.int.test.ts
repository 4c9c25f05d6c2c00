import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createRuntime } from "../runtime";
import { quietLogger, testConfig } from "../test/test-app";
import { useTestDatabase } from "../test/use-test-app";

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const base = useTestDatabase();
const dist = mkdtempSync(path.join(os.tmpdir(), "soracity-dist-"));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "soracity-data-"));
const apps: FastifyInstance[] = [];

/** The app at `logLevel`, its log lines collected as parsed JSON. */
async function loggedApp(logLevel: string): Promise<{ app: FastifyInstance; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const config = testConfig({ logLevel, webDist: dist, dataDir });
  const app = await buildApp(config, createRuntime(base.database, config, quietLogger), { logStream });
  apps.push(app);
  return { app, lines };
}

const requestLines = (lines: LogLine[]) => lines.filter((line) => line.msg === "request completed");

beforeAll(() => {
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>SoraCity SPA</title>");
  writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe("request logs", () => {
  it("at info: one line per API call, none for the web app's files, pages or probes", async () => {
    const { app, lines } = await loggedApp("info");
    const res = await app.inject({
      url: "/api/config",
      headers: { authorization: "Bearer nope", cookie: "sid=x" },
    });
    for (const url of ["/assets/index-abc123.js", "/jp/login", "/healthz", "/api/no/such"])
      await app.inject({ url });
    const logged = requestLines(lines);
    expect(logged.map((line) => [line.level, line.req?.url, line.res?.statusCode])).toEqual([
      [30, "/api/config", 401],
      [30, "/api/no/such", 404],
    ]);
    expect(logged[0].reqId).toBe(res.headers["x-request-id"]);
    expect(logged[0].responseTime).toBeGreaterThanOrEqual(0);
    expect(lines.some((line) => line.msg === "incoming request")).toBe(false);
    expect(JSON.stringify(lines)).not.toContain("Bearer nope");
  });

  it("at debug: the web app's files and pages too", async () => {
    const { app, lines } = await loggedApp("debug");
    for (const url of ["/assets/index-abc123.js", "/jp/login", "/api/config"]) await app.inject({ url });
    expect(requestLines(lines).map((line) => [line.level, line.req?.url])).toEqual([
      [20, "/assets/index-abc123.js"],
      [20, "/jp/login"],
      [30, "/api/config"],
    ]);
  });
});
