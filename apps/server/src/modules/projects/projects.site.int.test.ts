import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";

let alice: TestUser;
let workspaceId: string;

const server = useTestApp();
beforeAll(async () => {
  alice = await server.signUp();
  workspaceId = (await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "W" })).id;
});

type P = { id: string; site: { lon: number; lat: number; city_code: string | null } | null };

describe("project site", () => {
  it("is set on create, changed and removed with PATCH, and shown on the project", async () => {
    const none = await ok<P>(server.app, alice, "POST", `/api/workspaces/${workspaceId}/projects`, {
      project_name: "A",
    });
    expect(none.site).toBeNull();
    const created = await ok<P>(server.app, alice, "POST", `/api/workspaces/${workspaceId}/projects`, {
      project_name: "B",
      site: { lon: 139.7671, lat: 35.6812, city_code: "13100" },
    });
    expect(created.site).toEqual({ lon: 139.7671, lat: 35.6812, city_code: "13100" });
    const moved = await ok<P>(server.app, alice, "PATCH", `/api/project/${created.id}`, {
      site: { lon: 135.5, lat: 34.69 },
    });
    expect(moved.site).toEqual({ lon: 135.5, lat: 34.69, city_code: null });
    expect((await ok<P>(server.app, alice, "GET", `/api/project/${created.id}`)).site).toEqual(moved.site);
    // A rename leaves the site alone; null removes it.
    await ok(server.app, alice, "PATCH", `/api/project/${created.id}`, { project_name: "B2" });
    expect((await ok<P>(server.app, alice, "GET", `/api/project/${created.id}`)).site).toEqual(moved.site);
    expect(
      (await ok<P>(server.app, alice, "PATCH", `/api/project/${created.id}`, { site: null })).site,
    ).toBeNull();
  });

  it("refuses coordinates out of range, wrong types and cities not in the catalogue, changing nothing", async () => {
    const created = await ok<P>(server.app, alice, "POST", `/api/workspaces/${workspaceId}/projects`, {
      project_name: "C",
      site: { lon: 139.7, lat: 35.6 },
    });
    const cases: [unknown, string, string][] = [
      [{ lon: 181, lat: 35 }, "site.lon", "analysis.longitude_range"],
      [{ lon: 139, lat: -91 }, "site.lat", "analysis.latitude_range"],
      [{ lon: "139", lat: 35 }, "site.lon", "analysis.longitude_range"],
      [{ lon: 139, lat: 35, city_code: "tokyo" }, "site.city_code", "project.city_code_invalid"],
      [{ lon: 139, lat: 35, city_code: "99999" }, "site.city_code", "project.city_code_unknown"],
    ];
    for (const [site, path, message] of cases) {
      const res = await call(server.app, alice, "PATCH", `/api/project/${created.id}`, { site });
      expect(res.statusCode, JSON.stringify(site)).toBe(400);
      expect(res.json().error.fields).toContainEqual({ path, message });
    }
    expect((await ok<P>(server.app, alice, "GET", `/api/project/${created.id}`)).site).toEqual({
      lon: 139.7,
      lat: 35.6,
      city_code: null,
    });
  });
});
