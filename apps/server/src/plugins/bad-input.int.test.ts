import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, ok, signUp, type TestUser } from "../test/dashboard";
import { buildTestApp, openTestDatabase, registration, type TestDatabase } from "../test/test-app";

/**
 * Issue 13, bad input: a NUL or a lone surrogate in any text field or query answers 400 with a field error
 * (`common.invalid_characters`), never 500, on both databases; so does case parameters nested too deep.
 */
let database: TestDatabase;
let app: FastifyInstance;
let alice: TestUser;
let ids: { workspace: string; project: string; case: string; group: string };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { rateLimitContactPer10Minutes: 1000 });
  alice = await signUp(app, database.db, "premium");
  const workspace = (await ok<{ id: string }>(app, alice, "POST", "/api/workspaces", { name: "W" })).id;
  const project = (
    await ok<{ id: string }>(app, alice, "POST", `/api/workspaces/${workspace}/projects`, {
      project_name: "P",
      services: ["hikage"],
    })
  ).id;
  const kase = (
    await ok<{ id: string }>(app, alice, "POST", `/api/project/${project}/cases`, {
      service_type: "hikage",
      name: "C",
    })
  ).id;
  const group = (await ok<{ id: string }>(app, alice, "POST", "/api/groups", { name: "G" })).id;
  ids = { workspace, project, case: kase, group };
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const BAD = { nul: "a\u0000b", leading: "\u0000x", surrogate: "x\ud800" } as const;
type Bad = keyof typeof BAD;

interface Probe {
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH";
  url: () => string;
  /** The body with the bad string placed in it. */
  body?: (bad: string) => Record<string, unknown>;
  /** Dotted path of the expected field error. */
  path: string;
  signedOut?: boolean;
}

const contact = {
  email: "hanako@example.jp",
  family_name: "山田",
  given_name: "花子",
  company: "SoraCity",
  department: "設計部",
  address: " ",
  phone: " ",
  inquiry: "日影について",
};
const field = (base: Record<string, unknown>, key: string) => (bad: string) => ({ ...base, [key]: bad });

const PROBES: Probe[] = [
  ...["email", "family_name", "given_name", "password"].map((key): Probe => ({
    name: `register ${key}`,
    method: "POST",
    url: () => "/api/auth/register",
    body: (bad) => {
      const body: Record<string, unknown> = registration();
      body[key] = key === "email" ? `a${bad}@example.jp` : key === "password" ? `Sora-City1${bad}` : bad;
      if (key === "password") body.password_confirm = body.password;
      return body;
    },
    path: key,
    signedOut: true,
  })),
  ...["email", "password"].map((key): Probe => ({
    name: `login ${key}`,
    method: "POST",
    url: () => "/api/auth/login",
    body: field({ email: "x@example.jp", password: "Sora-City1" }, key),
    path: key,
    signedOut: true,
  })),
  {
    name: "password forgot email",
    method: "POST",
    url: () => "/api/auth/password/forgot",
    body: (bad) => ({ email: `a${bad}@example.jp` }),
    path: "email",
    signedOut: true,
  },
  {
    name: "register confirm token",
    method: "POST",
    url: () => "/api/auth/register/confirm",
    body: (bad) => ({ token: bad }),
    path: "token",
    signedOut: true,
  },
  ...["token", "password"].map((key): Probe => ({
    name: `password reset ${key}`,
    method: "POST",
    url: () => "/api/auth/password/reset",
    body: (bad) => {
      const body: Record<string, unknown> = {
        token: "t",
        password: "Sora-City1",
        password_confirm: "Sora-City1",
      };
      body[key] = key === "password" ? `Sora-City1${bad}` : bad;
      if (key === "password") body.password_confirm = body.password;
      return body;
    },
    path: key,
    signedOut: true,
  })),
  ...Object.keys(contact).map((key): Probe => ({
    name: `contact ${key}`,
    method: "POST",
    url: () => "/api/user/contact",
    body: field(contact, key),
    path: key,
    signedOut: true,
  })),
  {
    name: "token name",
    method: "POST",
    url: () => "/api/me/tokens",
    body: (b) => ({ name: b }),
    path: "name",
  },
  {
    name: "workspace name",
    method: "POST",
    url: () => "/api/workspaces",
    body: (b) => ({ name: b }),
    path: "name",
  },
  {
    name: "workspace rename",
    method: "PATCH",
    url: () => `/api/workspaces/${ids.workspace}`,
    body: (b) => ({ name: b }),
    path: "name",
  },
  ...["project_name", "description"].map((key): Probe => ({
    name: `project ${key}`,
    method: "POST",
    url: () => `/api/workspaces/${ids.workspace}/projects`,
    body: field({ project_name: "P" }, key),
    path: key,
  })),
  {
    name: "project description edit",
    method: "PATCH",
    url: () => `/api/project/${ids.project}`,
    body: (b) => ({ description: b }),
    path: "description",
  },
  {
    name: "project site city_code",
    method: "PATCH",
    url: () => `/api/project/${ids.project}`,
    body: (b) => ({ site: { lon: 139.7, lat: 35.7, city_code: b } }),
    path: "site.city_code",
  },
  {
    name: "case name",
    method: "POST",
    url: () => `/api/project/${ids.project}/cases`,
    body: (b) => ({ service_type: "hikage", name: b }),
    path: "name",
  },
  {
    name: "case parameter value",
    method: "POST",
    url: () => `/api/project/${ids.project}/cases`,
    body: (b) => ({ service_type: "hikage", name: "c", parameters: { note: b } }),
    path: "parameters.note",
  },
  {
    name: "case parameter nested value",
    method: "PATCH",
    url: () => `/api/cases/${ids.case}`,
    body: (b) => ({ parameters: { buildings: [{ id: b }] } }),
    path: "parameters.buildings.0.id",
  },
  {
    name: "case parameter key",
    method: "PATCH",
    url: () => `/api/cases/${ids.case}`,
    body: (b) => ({ parameters: { [b]: 1 } }),
    path: "parameters",
  },
  {
    name: "case rename",
    method: "PATCH",
    url: () => `/api/cases/${ids.case}`,
    body: (b) => ({ name: b }),
    path: "name",
  },
  {
    name: "case copy name",
    method: "POST",
    url: () => `/api/cases/${ids.case}/copy`,
    body: (b) => ({ name: b }),
    path: "name",
  },
  { name: "group name", method: "POST", url: () => "/api/groups", body: (b) => ({ name: b }), path: "name" },
  {
    name: "group rename",
    method: "PATCH",
    url: () => `/api/groups/${ids.group}`,
    body: (b) => ({ name: b }),
    path: "name",
  },
  {
    name: "group member e-mail",
    method: "PUT",
    url: () => `/api/groups/${ids.group}/members`,
    body: (b) => ({ email: `a${b}@example.jp`, role: "view" }),
    path: "email",
  },
  {
    name: "share e-mail",
    method: "PUT",
    url: () => `/api/workspaces/${ids.workspace}/shares`,
    body: (b) => ({ email: `a${b}@example.jp`, permission: "view" }),
    path: "email",
  },
];

const QUERIES: { name: string; url: () => string }[] = [
  { name: "workspace list ?q=", url: () => "/api/workspaces?q=" },
  { name: "project list ?q=", url: () => `/api/workspaces/${ids.workspace}/projects?q=` },
  { name: "case list ?q=", url: () => `/api/project/${ids.project}/cases?q=` },
];

describe("NUL and lone surrogates in text fields", () => {
  const rows = PROBES.flatMap((probe) =>
    (Object.keys(BAD) as Bad[]).map((bad) => ({ label: probe.name, bad, probe })),
  );
  it.each(rows)("$label with $bad: 400 and a field error", async ({ probe, bad }) => {
    const res = await call(
      app,
      probe.signedOut ? null : alice,
      probe.method,
      probe.url(),
      probe.body?.(BAD[bad]),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    const fields = res.json().error.fields as { path: string; message: string }[];
    expect(fields).toContainEqual({ path: probe.path, message: "common.invalid_characters" });
  });

  const queryRows = QUERIES.flatMap((q) =>
    (["a%00b", "%00", "x%ED%A0%80", "%uD800"] as const).map((value) => ({ label: q.name, value, query: q })),
  );
  it.each(queryRows)("$label $value: never 500, NUL a field error", async ({ query, value }) => {
    const res = await call(app, alice, "GET", `${query.url()}${value}`);
    if (value.includes("%00")) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toEqual([{ path: "q", message: "common.invalid_characters" }]);
    } else {
      expect(res.statusCode, res.body).toBe(200); // undecodable bytes become U+FFFD: a plain search
    }
  });

  it("multipart contact fields get the same rule", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...contact, inquiry: BAD.nul })) form.append(key, value);
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const res = await call(app, null, "POST", "/api/user/contact", Buffer.from(await request.arrayBuffer()), {
      "content-type": request.headers.get("content-type") ?? "",
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toContainEqual({ path: "inquiry", message: "common.invalid_characters" });
  });

  it("path parameters with NUL never reach the database as text", async () => {
    for (const url of [
      `/api/cases/${ids.case}/result/layers/a%00b`,
      "/api/share/a%00b",
      "/api/cities/1%00100/buildings?bbox=139,35,139.01,35.01",
      `/api/project/a%00b`,
    ]) {
      const res = await call(app, alice, "GET", url);
      expect(res.statusCode, `${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    }
  });

  it("valid text around the rule still passes (surrogate pairs, other control characters)", async () => {
    const name = "𠮷野家\u0001\t😀";
    const created = await ok<{ name: string }>(app, alice, "POST", "/api/workspaces", { name });
    expect(created.name).toBe(name);
  });
});

describe("case parameters: depth and size before anything walks them", () => {
  /** JSON text built as text: JSON.stringify itself overflows the stack on such values. */
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
  const nestedArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
  const patch = (parameters: string) =>
    call(app, alice, "PATCH", `/api/cases/${ids.case}`, `{"parameters":${parameters}}`, {
      "content-type": "application/json",
    });

  it.each([
    ["objects 5,000 deep", `{"deep":${nested(5000)}}`],
    ["arrays 5,000 deep", `{"deep":${nestedArray(5000)}}`],
    ["objects 100,000 deep", `{"deep":${nested(100_000)}}`],
    ["33 levels", `{"deep":${nested(33)}}`],
  ])("%s: 400 case.parameters_too_large", async (_label, parameters) => {
    const res = await patch(parameters);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().error.fields).toEqual([
      { path: "parameters.deep", message: "case.parameters_too_large" },
    ]);
  });

  it("refuses too many values and too many characters", async () => {
    const many = await patch(JSON.stringify({ points: Array.from({ length: 60_000 }, () => 0) }));
    expect(many.statusCode).toBe(400);
    expect(many.json().error.fields[0].message).toBe("case.parameters_too_large");
    const long = await patch(JSON.stringify({ note: "x".repeat(70_000) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields[0].message).toBe("case.parameters_too_large");
  });

  it("keeps ordinary nesting (30 levels) and stores it", async () => {
    const res = await patch(`{"deep":${nested(30)}}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json().parameters)).toBe(`{"deep":${nested(30)}}`);
  });
});

describe("model uploads with NUL in the file name, a field or the file's attributes", () => {
  const square = (properties: Record<string, unknown>) =>
    JSON.stringify({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { height: 10, ...properties },
          geometry: {
            type: "Polygon",
            coordinates: [
              [
                [139.7, 35.7],
                [139.7001, 35.7],
                [139.7001, 35.7001],
                [139.7, 35.7001],
                [139.7, 35.7],
              ],
            ],
          },
        },
      ],
    });
  const upload = (disposition: string, data: string, fields: Record<string, string> = {}) => {
    const boundary = "----soracitybadinput";
    const parts = Object.entries(fields).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: application/geo+json\r\n\r\n`;
    return call(
      app,
      alice,
      "POST",
      `/api/project/${ids.project}/models`,
      Buffer.from(`${parts.join("")}${head}${data}\r\n--${boundary}--\r\n`),
      { "content-type": `multipart/form-data; boundary=${boundary}` },
    );
  };

  it("height_attribute with NUL: 400 field error", async () => {
    const res = await upload('filename="m.geojson"', square({}), { height_attribute: "h\u0000" });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toContainEqual({
      path: "height_attribute",
      message: "common.invalid_characters",
    });
  });

  it("a file name or attributes with NUL: 400 (the database's refusal), nothing stored", async () => {
    for (const [disposition, data] of [
      ["filename*=UTF-8''a%00b.geojson", square({})],
      ['filename="m.geojson"', square({ "n\u0000": "a\u0000b", name: "x\ud800" })],
    ] as const) {
      const res = await upload(disposition, data);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe("bad_request");
    }
    expect(await ok(app, alice, "GET", `/api/project/${ids.project}/models`)).toEqual([]);
  });
});
