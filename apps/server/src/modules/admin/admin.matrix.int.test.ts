import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { registration, SAME_ORIGIN } from "../../test/test-app";
import { inquiryBody, newsBody, signUpOperator } from "./admin.fixtures";
import { useTestApp } from "../../test/use-test-app";

/**
 * Every /api/admin route x every kind of caller: signed out (401), a signed-in user (403), the user's API
 * token (403), an operator's read-only API token (reads 200, writes 403), and the operator (the route works).
 */
let operator: TestUser;
let user: TestUser;
let userToken: string;
let operatorReadToken: string;
let inquiryId: string;

type Method = "GET" | "POST" | "PUT" | "DELETE";
interface Route {
  method: Method;
  /** The route as registered. */
  path: string;
  url: () => Promise<string> | string;
  body?: () => unknown;
  /** What the operator gets. */
  status: number;
}

const freshNews = async () =>
  (await ok<{ id: string }>(server.app, operator, "POST", "/api/admin/news", newsBody(new Date()))).id;

const ROUTES: Route[] = [
  { method: "GET", path: "/api/admin/users", url: () => "/api/admin/users", status: 200 },
  {
    method: "PUT",
    path: "/api/admin/users/:id/plan",
    url: () => `/api/admin/users/${user.id}/plan`,
    body: () => ({ user_type: "basic" }),
    status: 200,
  },
  { method: "GET", path: "/api/admin/inquiries", url: () => "/api/admin/inquiries", status: 200 },
  {
    method: "POST",
    path: "/api/admin/inquiries/:id/read",
    url: () => `/api/admin/inquiries/${inquiryId}/read`,
    status: 200,
  },
  { method: "GET", path: "/api/admin/notifications", url: () => "/api/admin/notifications", status: 200 },
  {
    method: "POST",
    path: "/api/admin/notifications",
    url: () => "/api/admin/notifications",
    body: () => ({ title_ja: "題", title_en: "T", content_ja: "本文", content_en: "Body" }),
    status: 202,
  },
  { method: "GET", path: "/api/admin/news", url: () => "/api/admin/news", status: 200 },
  {
    method: "GET",
    path: "/api/admin/news/:id",
    url: async () => `/api/admin/news/${await freshNews()}`,
    status: 200,
  },
  {
    method: "POST",
    path: "/api/admin/news",
    url: () => "/api/admin/news",
    body: () => newsBody(new Date()),
    status: 201,
  },
  {
    method: "PUT",
    path: "/api/admin/news/:id",
    url: async () => `/api/admin/news/${await freshNews()}`,
    body: () => newsBody(new Date(), "edited"),
    status: 200,
  },
  {
    method: "DELETE",
    path: "/api/admin/news/:id",
    url: async () => `/api/admin/news/${await freshNews()}`,
    status: 204,
  },
];

async function createToken(owner: TestUser, scope: "full" | "read"): Promise<string> {
  return (
    await ok<{ token: string }>(server.app, owner, "POST", "/api/me/tokens", {
      name: `t-${scope}`,
      scope,
      password: registration().password,
    })
  ).token;
}

const withToken = (route: Route, url: string, token: string) =>
  server.app.inject({
    method: route.method,
    url,
    ...(route.body ? { payload: route.body() as object } : {}),
    headers: { authorization: `Bearer ${token}`, ...SAME_ORIGIN },
  });

const server = useTestApp({ logLevel: "error" });
beforeAll(async () => {
  operator = await signUpOperator(server.app, server.db);
  user = await server.signUp();
  userToken = await createToken(user, "full");
  operatorReadToken = await createToken(operator, "read");
  inquiryId = (await ok<{ id: string }>(server.app, null, "POST", "/api/user/contact", inquiryBody("matrix")))
    .id;
});

describe.each(ROUTES)("$method admin route", (route) => {
  it("is refused to everyone but operators; the operator gets its answer", async () => {
    const url = await route.url();
    const body = route.body?.() as object | undefined;
    expect((await call(server.app, null, route.method, url, body)).statusCode, `anonymous ${url}`).toBe(401);
    const asUser = await call(server.app, user, route.method, url, body);
    expect(asUser.statusCode, `user ${url}`).toBe(403);
    expect(asUser.json().error.code).toBe("forbidden");
    expect((await withToken(route, url, userToken)).statusCode, `user token ${url}`).toBe(403);
    const readOnly = await withToken(route, url, operatorReadToken);
    expect(readOnly.statusCode, `read token ${url}`).toBe(route.method === "GET" ? 200 : 403);
    expect((await call(server.app, operator, route.method, url, body)).statusCode, `operator ${url}`).toBe(
      route.status,
    );
  });
});

describe("admin routes", () => {
  it("covers every /api/admin route the app registers", () => {
    // printRoutes draws a tree ("├── /api/admin/news (GET, HEAD, POST)" and below it "│   └── /:id (...)"):
    // each line's path is its parent's plus its own segment, the depth given by the width of its indent.
    const registered = new Set<string>();
    const parents: string[] = [];
    for (const line of server.app.printRoutes({ commonPrefix: false }).split("\n")) {
      const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? "").length / 4;
      const path = (depth > 0 ? (parents[depth - 1] ?? "") : "") + (match[2] ?? "");
      parents[depth] = path;
      if (!path.startsWith("/api/admin")) continue;
      for (const method of (match[3] ?? "").split(", ")) {
        if (method && method !== "HEAD") registered.add(`${method} ${path}`);
      }
    }
    expect([...registered].sort()).toEqual([...new Set(ROUTES.map((r) => `${r.method} ${r.path}`))].sort());
  });

  it("checks the caller before the input: a signed-in user sending garbage still gets 403", async () => {
    const res = await call(server.app, user, "POST", "/api/admin/news", { title_ja: 5 });
    expect(res.statusCode).toBe(403);
    const anon = await call(server.app, null, "GET", "/api/admin/users?page=zero");
    expect(anon.statusCode).toBe(401);
  });
});
