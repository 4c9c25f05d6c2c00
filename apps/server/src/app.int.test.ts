import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, JSON_BODY_LIMIT_BYTES } from "./app";
import { openDatabase } from "./db/client";
import { DEFAULT_PLAN_LIMITS } from "./modules/limits/limits.config";
import { createRuntime } from "./runtime";
import { buildTestApp, quietLogger, registration, testConfig } from "./test/test-app";
import { useTestApp } from "./test/use-test-app";

const server = useTestApp();
beforeAll(async () => {
  // A route that fails unexpectedly, to see what a 500 reveals.
  server.app.get("/api/test/boom", async () => {
    throw new Error("secret stack detail");
  });
});

describe("error answers", () => {
  it("malformed JSON -> 400 malformed_json", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.jp",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("malformed_json");
  });

  it("schema violation -> 400 validation_failed with the field path and i18n key", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { ...registration(), email: "not-an-address", family_name: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(res.json().error.fields).toEqual(
      expect.arrayContaining([
        { path: "email", message: "common.email_error" },
        { path: "family_name", message: "common.required" },
      ]),
    );
  });

  it("unknown /api route -> 404 JSON not_found (any method)", async () => {
    for (const method of ["GET", "POST"] as const) {
      const res = await server.app.inject({ method, url: "/api/no/such/thing" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.json().error.code).toBe("not_found");
    }
  });

  it("body over the limit -> 413 payload_too_large", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.jp", password: "x".repeat(JSON_BODY_LIMIT_BYTES) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("payload_too_large");
  });

  it("unexpected failure -> 500 internal without details", async () => {
    const res = await server.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: "internal", message: "Internal server error." } });
    expect(res.body).not.toContain("secret");
  });
});

describe("health", () => {
  it("/healthz -> 200 ok; /readyz -> 200 while the database answers", async () => {
    expect((await server.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await server.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok" });
  });

  it("/readyz -> 503 when the database does not answer", async () => {
    // A real PostgreSQL pool aimed at a closed port: every query fails with ECONNREFUSED.
    const unreachable = await openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:9/none" });
    const other = await buildApp(testConfig(), createRuntime(unreachable, testConfig(), quietLogger));
    const res = await other.inject({ url: "/readyz" });
    await other.close();
    await unreachable.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable" });
  });
});

describe("headers, docs, config", () => {
  it("sets security headers with the CSP and echoes x-request-id", async () => {
    const res = await server.app.inject({ url: "/api/config", headers: { "x-request-id": "req-42" } });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["x-request-id"]).toBe("req-42");
    const generated = await server.app.inject({ url: "/healthz" });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("GET /api/config answers the brand and UI flags, no tag manager and the plans' limits", async () => {
    const res = await server.app.inject({ url: "/api/config" });
    expect(res.json()).toEqual({
      brand: { name: "SoraCity", prefix: "SOR", footer_text: "© SoraCity" },
      ui: { header: true, footer: true, corner: true, news: true },
      analytics: { gtm_id: null },
      plans: DEFAULT_PLAN_LIMITS,
    });
    expect(String(res.headers["content-security-policy"])).not.toContain("googletagmanager");
  });

  it("serves the OpenAPI document listing the routes, and the UI", async () => {
    const doc = await server.app.inject({ url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const route of [
      "/api/auth/register",
      "/api/auth/login",
      "/api/auth/logout",
      "/api/me",
      "/api/me/locale",
      "/api/me/tokens",
      "/api/me/tokens/{id}",
      "/api/user/contact",
      "/api/config",
      "/healthz",
      "/readyz",
    ]) {
      expect(paths).toContain(route);
    }
    expect(
      doc.json().paths["/api/auth/register"].post.requestBody.content["application/json"].schema.required,
    ).toEqual(expect.arrayContaining(["email", "password", "password_confirm"]));
    const ui = await server.app.inject({ url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toMatch(/text\/html/);
  });
});

describe("web app (SPA) serving", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "soracity-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>SoraCity SPA</title>");
  writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
  let spa: FastifyInstance;
  beforeAll(async () => {
    spa = await buildTestApp(server.database, { webDist: dist });
  });
  afterAll(async () => {
    await spa?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers index.html (revalidated) for unknown non-API paths", async () => {
    for (const url of ["/", "/jp/dashboard", "/en/no/such/page?x=1"]) {
      const res = await spa.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("SoraCity SPA");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });
  it("serves hashed assets with a long cache; missing files and API paths stay 404", async () => {
    const asset = await spa.inject({ url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await spa.inject({ url: "/assets/missing-1.js" })).statusCode).toBe(404);
    const api = await spa.inject({ url: "/api/nope" });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe("not_found");
  });
  it("says to build the web app when there is no build", async () => {
    const res = await server.app.inject({ url: "/jp/login" });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain("npm run build");
  });
});
