import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, registerAndConfirm, signUp, type TestUser } from "../../test/dashboard";
import { buildTestApp, openTestDatabase, SAME_ORIGIN, sessionCookie } from "../../test/test-app";
import { DEMO_EMAIL } from "./demo.cases";
import { type DemoSeed, seedDemo } from "./demo.seed";
import { useTestApp } from "../../test/use-test-app";

let seed: DemoSeed | null;
let demo: TestUser;

interface CaseView {
  id: string;
  service_type: string;
  status: string;
  parameters: Record<string, unknown>;
}

async function waitDone(user: TestUser, id: string): Promise<CaseView> {
  const until = Date.now() + 90_000;
  for (;;) {
    const view = await ok<CaseView>(server.app, user, "GET", `/api/cases/${id}`);
    if (!["queued", "processing"].includes(view.status)) return view;
    if (Date.now() > until) throw new Error(`case ${id} still ${view.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const server = useTestApp({ demo: true }, { worker: true });
beforeAll(async () => {}, 120_000);

describe("the demo on first start", () => {
  it("is not there before the seed: the one-click sign-in answers 404", async () => {
    expect((await ok<{ available: boolean }>(server.app, null, "GET", "/api/demo")).available).toBe(false);
    expect((await call(server.app, null, "POST", "/api/demo/session")).statusCode).toBe(404);
  });

  it("creates the demo account, a workspace with a project on the Tokyo sample and a case per service; the shadow case runs", async () => {
    seed = await seedDemo(server.app, server.db);
    expect(seed).not.toBeNull();
    if (!seed) return;
    // The printed sign-in works.
    const login = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: seed.email, password: seed.password },
    });
    expect(login.statusCode).toBe(200);
    demo = { id: login.json().id, email: DEMO_EMAIL, cookie: sessionCookie(login) };

    const workspaces = await ok<{ id: string; name: string }[]>(
      server.app,
      demo,
      "GET",
      "/api/workspaces?kind=my",
    );
    expect(workspaces.map((w) => w.id)).toEqual([seed.workspaceId]);
    const project = await ok<{ site: { lon: number; lat: number; city_code: string } }>(
      server.app,
      demo,
      "GET",
      `/api/project/${seed.projectId}`,
    );
    expect(project.site).toMatchObject({ city_code: "13100" });
    // Among the buildings of the sample tile: some stand within 300 m of the site.
    const near = await ok<{ features: unknown[] }>(
      server.app,
      null,
      "GET",
      `/api/cities/13100/buildings?bbox=${[-0.003, -0.003, 0.003, 0.003].map((d, i) => (i % 2 === 0 ? project.site.lon : project.site.lat) + d).join(",")}`,
    );
    expect(near.features.length).toBeGreaterThan(3);

    const shadow = await waitDone(demo, seed.caseIds.hikage);
    expect(shadow.status).toBe("done");
    const result = await ok<{
      summary: {
        buildings: { city: number; planned: number };
        regulation: { zones: { zone: string; pass: boolean }[] } | null;
      };
    }>(server.app, demo, "GET", `/api/cases/${seed.caseIds.hikage}/result`);
    expect(result.summary.buildings.planned).toBe(1);
    expect(result.summary.buildings.city).toBeGreaterThan(0);
    expect(result.summary.regulation?.zones.map((z) => z.zone)).toEqual(["5-10m", "beyond10m"]);

    // The others are drafts, ready to run: they run to the end.
    for (const service of ["noise", "vibration", "tenkuritsu", "gyakuhikage"] as const) {
      const id = seed.caseIds[service];
      expect((await ok<CaseView>(server.app, demo, "GET", `/api/cases/${id}`)).status).toBe("draft");
      await ok(server.app, demo, "POST", `/api/cases/${id}/run`, undefined, 202);
      expect((await waitDone(demo, id)).status, service).toBe("done");
    }
  }, 180_000);

  it("signs in with one click as the demo user, to the shadow case's page", async () => {
    expect((await ok<{ available: boolean }>(server.app, null, "GET", "/api/demo")).available).toBe(true);
    const res = await server.app.inject({ method: "POST", url: "/api/demo/session", headers: SAME_ORIGIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: expect.objectContaining({ email: DEMO_EMAIL }),
      link: `/dashboard/project/${seed?.projectId}/case/${seed?.caseIds.hikage}`,
    });
    const session: TestUser = { ...demo, cookie: sessionCookie(res) };
    expect((await ok<{ email: string }>(server.app, session, "GET", "/api/me")).email).toBe(DEMO_EMAIL);
  });

  it("is idempotent: a second start creates nothing", async () => {
    expect(await seedDemo(server.app, server.db)).toBeNull();
    expect(await ok<unknown[]>(server.app, demo, "GET", "/api/workspaces?kind=my")).toHaveLength(1);
  });

  it("deletes like any workspace, and does not come back", async () => {
    await ok(server.app, demo, "DELETE", `/api/workspaces/${seed?.workspaceId}`, undefined, 204);
    expect(await seedDemo(server.app, server.db)).toBeNull();
    expect(await ok<unknown[]>(server.app, demo, "GET", "/api/workspaces?kind=my")).toEqual([]);
    const res = await server.app.inject({ method: "POST", url: "/api/demo/session", headers: SAME_ORIGIN });
    expect(res.json().link).toBe("/dashboard");
  });
});

describe("the demo elsewhere", () => {
  it("is never seeded into a database that has accounts", async () => {
    const other = await openTestDatabase();
    const otherApp = await buildTestApp(other, { demo: true });
    try {
      await signUp(otherApp, other.db);
      expect(await seedDemo(otherApp, other.db)).toBeNull();
      expect((await call(otherApp, null, "POST", "/api/demo/session")).statusCode).toBe(404);
      // Registering the demo address later does not make it the demo account.
      const password = "Sora-City1";
      const late = await registerAndConfirm(otherApp, {
        email: DEMO_EMAIL,
        family_name: "a",
        given_name: "b",
        password,
        password_confirm: password,
      });
      expect(late.statusCode).toBe(201);
      expect((await call(otherApp, null, "POST", "/api/demo/session")).statusCode).toBe(404);
    } finally {
      await otherApp.close();
      await other.dispose();
    }
  }, 60_000);

  it("is off with DEMO off: no one-click sign-in, even with the demo account; rate limited when on", async () => {
    const offApp = await buildTestApp(server.database, { demo: false });
    const limited = await buildTestApp(server.database, { demo: true, rateLimitAuthPerMinute: 2 });
    try {
      expect((await ok<{ available: boolean }>(offApp, null, "GET", "/api/demo")).available).toBe(false);
      expect((await call(offApp, null, "POST", "/api/demo/session")).statusCode).toBe(404);
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1)
        codes.push((await call(limited, null, "POST", "/api/demo/session")).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await offApp.close();
      await limited.close();
    }
  });
});
