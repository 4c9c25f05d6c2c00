import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { type Building, readCityGmlAll } from "@soracity/citymodel";
import type { CityFetch, Project } from "@soracity/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import {
  type CaseView,
  offset,
  plannedBuildingCase,
  projectAt,
  rectangle,
  waitForStatus,
} from "../analysis/analysis.fixtures";
import { SAMPLES_DIR } from "../cities/cities.samples";
import { CatalogueStandIn, type StandInFile } from "./cityfetch.standin";

// The catalogue's answer comes from a local stand-in serving the repository's sample CityGML files: Osaka's
// small tile (28 buildings) for 大阪市, which the test database holds no buildings of yet.
const OSAKA_FILE = join(SAMPLES_DIR, "osaka_51357381_bldg_6697_op.gml");
const TOKYO_FILE = join(SAMPLES_DIR, "tokyo_53392642_bldg_6697_op2_libplateau.gml");
const tmp = mkdtempSync(join(os.tmpdir(), "soracity-cityfetch-"));

function extent(buildings: Building[]): [number, number, number, number] {
  const pts = buildings.flatMap((b) => b.footprint.flat(2));
  const lons = pts.map((p) => p[0]);
  const lats = pts.map((p) => p[1]);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

let osaka: StandInFile;
let fullTile: StandInFile;
let site: { lon: number; lat: number };
let standIn: CatalogueStandIn;

beforeAll(async () => {
  const buildings = await readCityGmlAll(OSAKA_FILE);
  const bbox = extent(buildings);
  osaka = { meshCode: "51357381", maxLod: 2, path: OSAKA_FILE, bbox };
  // Far enough from the first site's area (another mesh of the city): fetched by the test of joined requests.
  const full = join(SAMPLES_DIR, "osaka_51357346_bldg_6697_op_fulltile.gml");
  fullTile = { meshCode: "51357346", maxLod: 1, path: full, bbox: extent(await readCityGmlAll(full)) };
  site = { lon: (bbox[0] + bbox[2]) / 2, lat: (bbox[1] + bbox[3]) / 2 };
  // A Tokyo file that breaks after its first buildings: its import must roll back.
  const text = readFileSync(TOKYO_FILE, "utf8");
  const cut = text.indexOf("</core:cityObjectMember>", text.indexOf("</core:cityObjectMember>") + 1);
  const broken = join(tmp, "broken_53392642_bldg_6697_op.gml");
  writeFileSync(broken, `${text.slice(0, cut)}</core:cityObjectMember><bldg:Building`);
  const tokyoBbox = extent(await readCityGmlAll(TOKYO_FILE)).map((v, i) =>
    i < 2 ? v : v,
  ) as StandInFile["bbox"];
  standIn = new CatalogueStandIn([
    { cityCode: "27100", cityName: "大阪市", year: 2022, files: [osaka, fullTile] },
    {
      cityCode: "13100",
      cityName: "東京都23区",
      year: 2023,
      files: [{ meshCode: "53392642", maxLod: 2, path: broken, bbox: tokyoBbox }],
    },
    // Known to the catalogue only: listed by the daily refresh, never downloaded here.
    {
      cityCode: "01202",
      cityName: "函館市",
      year: 2023,
      files: [{ meshCode: "62403681", maxLod: 1, path: broken, bbox: [140.72, 41.76, 140.73, 41.77] }],
    },
  ]);
  await standIn.start();
}, 60_000);

afterAll(async () => {
  await standIn.stop();
  rmSync(tmp, { recursive: true, force: true });
});

const server = useTestApp(() => ({ plateauApiUrl: standIn.url }), { worker: true });

interface CityView {
  code: string;
  has_buildings: boolean;
  building_count: number;
  buildings_bbox: number[] | null;
  buildings_center: [number, number] | null;
}
const cityList = async () => (await server.app.inject({ url: "/api/cities" })).json<CityView[]>();

/** Polls the fetch until it has finished; returns every state seen on the way. */
async function waitForFetch(user: TestUser, id: string): Promise<CityFetch[]> {
  const seen: CityFetch[] = [];
  const until = Date.now() + 60_000;
  for (;;) {
    const view = await ok<CityFetch>(server.app, user, "GET", `/api/city-fetches/${id}`);
    seen.push(view);
    if (view.status === "succeeded" || view.status === "failed") return seen;
    if (Date.now() > until) throw new Error(`fetch ${id} still ${view.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const count = async (sql: string) =>
  Number((((await server.database.executeSql(sql)).rows[0] ?? {}) as { n: number | string }).n);

describe("city models on demand from PLATEAU's data catalogue (a local stand-in)", () => {
  let alice: TestUser;
  let projectId: string;

  it("a project at a site in a city without buildings gets them imported, with progress, and a shadow case uses them", async () => {
    alice = await server.signUp();
    expect((await cityList()).find((c) => c.code === "27100")).toMatchObject({
      has_buildings: false,
      building_count: 0,
      buildings_center: null,
    });
    projectId = await projectAt(server.app, alice, { ...site, city_code: "27100" });
    const project = await ok<Project>(server.app, alice, "GET", `/api/project/${projectId}`);
    const started = project.city_fetch as CityFetch;
    expect(started).toMatchObject({ files_total: 1, error: null });
    expect(started.cities).toEqual([{ city_code: "27100", city_name: "大阪市", year: 2022 }]);
    const seen = await waitForFetch(alice, started.id);
    const last = seen.at(-1) as CityFetch;
    expect(last).toMatchObject({ status: "succeeded", files_total: 1, files_done: 1, error: null });
    expect(last.finished_at).not.toBeNull();
    expect(seen.every((s) => s.files_done <= s.files_total)).toBe(true);
    expect(standIn.count("/files/osaka_51357381")).toBe(1);

    const osakaCity = (await cityList()).find((c) => c.code === "27100") as CityView;
    expect(osakaCity).toMatchObject({ has_buildings: true, building_count: 28 });
    const [lon, lat] = osakaCity.buildings_center as [number, number];
    expect(lon).toBeGreaterThan(osaka.bbox[0]);
    expect(lon).toBeLessThan(osaka.bbox[2]);
    expect(lat).toBeGreaterThan(osaka.bbox[1]);
    expect(lat).toBeLessThan(osaka.bbox[3]);
    // Kept with its city, year, mesh code and source URL.
    const { rows } = await server.database.executeSql(
      "SELECT city_code, mesh_code, year, max_lod, url, buildings FROM city_model_files",
    );
    expect(rows).toEqual([
      {
        city_code: "27100",
        mesh_code: "51357381",
        year: 2022,
        max_lod: 2,
        url: `${standIn.url}/files/osaka_51357381_bldg_6697_op.gml`,
        buildings: 28,
      },
    ]);

    const created = await ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name: "shadow",
      parameters: plannedBuildingCase(site, {
        target_range: rectangle(site, -150, -150, 150, 150),
        analysis_range: rectangle(site, -60, -60, 60, 60),
        grid_spacing: 4,
        ground_elevation: undefined,
        points: [offset(site, 0, 30)],
      }),
    });
    await ok(server.app, alice, "POST", `/api/cases/${created.id}/run`, undefined, 202);
    expect(await waitForStatus(server.app, alice, created.id, ["done", "error"])).toMatchObject({
      status: "done",
    });
    const result = await ok<{ summary: { buildings: { city: number } } }>(
      server.app,
      alice,
      "GET",
      `/api/cases/${created.id}/result`,
    );
    expect(result.summary.buildings.city).toBeGreaterThan(0);
  }, 120_000);

  it("a second project nearby reuses the buildings without a second download", async () => {
    const bob = await server.signUp();
    const nearby = { lon: site.lon + 0.0005, lat: site.lat + 0.0005, city_code: "27100" };
    const second = await projectAt(server.app, bob, nearby);
    const project = await ok<Project>(server.app, bob, "GET", `/api/project/${second}`);
    expect(project.city_fetch).toMatchObject({ status: "succeeded", files_total: 0, files_done: 0 });
    const again = await ok<CityFetch>(
      server.app,
      bob,
      "POST",
      "/api/city-fetches",
      {
        bbox: [site.lon - 0.002, site.lat - 0.002, site.lon + 0.002, site.lat + 0.002],
      },
      202,
    );
    expect(again).toMatchObject({ status: "succeeded", files_total: 0 });
    expect(standIn.count("/files/")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM buildings WHERE city_code = '27100'")).toBe(28);
    // Bob cannot read Alice's fetch (neither his request nor a project of his).
    const alices = (await ok<Project>(server.app, alice, "GET", `/api/project/${projectId}`))
      .city_fetch as CityFetch;
    expect((await call(server.app, bob, "GET", `/api/city-fetches/${alices.id}`)).statusCode).toBe(404);
    expect(
      (await call(server.app, null, "POST", "/api/city-fetches", { bbox: [135, 34, 135.01, 34.01] }))
        .statusCode,
    ).toBe(401);
  });

  it("a second request for an area being fetched answers the running fetch", async () => {
    const [w, s, e, n] = fullTile.bbox;
    const area = {
      bbox: [(w + e) / 2 - 0.001, (s + n) / 2 - 0.001, (w + e) / 2 + 0.001, (s + n) / 2 + 0.001],
    };
    const first = await ok<CityFetch>(server.app, alice, "POST", "/api/city-fetches", area, 202);
    const second = await ok<CityFetch>(server.app, alice, "POST", "/api/city-fetches", area, 202);
    expect(first).toMatchObject({ files_total: 1 });
    expect(second.id).toBe(first.id);
    expect((await waitForFetch(alice, first.id)).at(-1)).toMatchObject({
      status: "succeeded",
      files_done: 1,
    });
    expect(standIn.count("/files/osaka_51357346")).toBe(1);
  }, 60_000);

  it("refuses an area over about 2 km a side", async () => {
    const res = await call(server.app, alice, "POST", "/api/city-fetches", {
      bbox: [135, 34, 135.05, 34.01],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].message).toBe("citymodel.fetch_area_too_large");
  });

  it("a file that breaks part-way fails the fetch and leaves nothing half-imported", async () => {
    const tokyo = standIn["cities"][1]?.files[0];
    const [w, s, e, n] = tokyo.bbox;
    const cx = (w + e) / 2;
    const cy = (s + n) / 2;
    const started = await ok<CityFetch>(
      server.app,
      alice,
      "POST",
      "/api/city-fetches",
      {
        bbox: [cx - 0.001, cy - 0.001, cx + 0.001, cy + 0.001],
      },
      202,
    );
    expect(started).toMatchObject({ files_total: 1 });
    const last = (await waitForFetch(alice, started.id)).at(-1) as CityFetch;
    expect(last).toMatchObject({ status: "failed", files_done: 0 });
    expect(last.error?.key).toBe("citymodel.fetch_failed");
    expect(await count("SELECT count(*) AS n FROM buildings WHERE city_code = '13100'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM city_model_files WHERE city_code = '13100'")).toBe(0);
  }, 60_000);

  it("lists every city the catalogue knows, with which ones have buildings", async () => {
    const until = Date.now() + 10_000;
    let list = await cityList();
    while (!list.some((c) => c.code === "01202") && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      list = await cityList();
    }
    expect(list.find((c) => c.code === "01202")).toMatchObject({ has_buildings: false, building_count: 0 });
    expect(list.find((c) => c.code === "27100")).toMatchObject({ has_buildings: true });
    // Cached: one whole-catalogue lookup however often the list is read.
    await cityList();
    expect(standIn.count("/datacatalog/citygml/r:122,20,154,46")).toBe(1);
  });

  it("the endpoint down gives the translated message and a clean state", async () => {
    await standIn.stop();
    const before = await count("SELECT count(*) AS n FROM buildings");
    const area = { bbox: [139.7, 35.68, 139.71, 35.69] };
    const en = await call(server.app, alice, "POST", "/api/city-fetches", area, {
      "accept-language": "en-GB,en",
    });
    expect(en.statusCode).toBe(202);
    expect(en.json()).toMatchObject({
      status: "failed",
      files_total: 0,
      error: { key: "citymodel.catalogue_unavailable" },
    });
    expect(en.json().error.message).toMatch(/cannot be reached/);
    const ja = await ok<CityFetch>(server.app, alice, "GET", `/api/city-fetches/${en.json().id}`);
    expect(ja.error?.message).toMatch(/接続できません/);
    expect(await count("SELECT count(*) AS n FROM buildings")).toBe(before);
    expect(await count("SELECT count(*) AS n FROM city_fetches WHERE status IN ('queued', 'running')")).toBe(
      0,
    );
  });
});
