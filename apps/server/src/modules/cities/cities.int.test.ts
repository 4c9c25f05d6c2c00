import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { NodeIO } from "@gltf-transform/core";
import { type Building, readCityGmlAll } from "@soracity/citymodel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/test-app";
import { tileBounds } from "../buildings/buildings.tiles";
import { BuildingsRepository } from "../buildings/buildings.repository";
import { importSamplesIfEmpty, SAMPLES_DIR } from "./cities.samples";
import { useTestApp } from "../../test/use-test-app";

let tmp: string;

const server = useTestApp();
beforeAll(async () => {
  tmp = mkdtempSync(join(os.tmpdir(), "soracity-cities-"));
});
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
});

const OSAKA_SMALL = join(SAMPLES_DIR, "osaka_51357381_bldg_6697_op.gml");
const TOKYO_LOD2 = join(SAMPLES_DIR, "tokyo_53392642_bldg_6697_op2_libplateau.gml");
const importer = async () => {
  // The app's own importer, as the CLI and the first start use it.
  const { createCatalogue } = await import("./catalogue.wiring");
  return createCatalogue(server.db);
};
const meshCount = (city: string, mesh: string) => new BuildingsRepository(server.db).countInMesh(city, mesh);
const cityRow = async (code: string) =>
  (await server.app.inject({ url: "/api/cities" })).json().find((c: { code: string }) => c.code === code);

/** Footprint bbox of a building (reference: the citymodel reader, then a brute-force test). */
function bboxOf(b: Building): [number, number, number, number] {
  const pts = b.footprint.flat(2);
  const lons = pts.map((p) => p[0]);
  const lats = pts.map((p) => p[1]);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

describe("city catalogue", () => {
  it("lists the 28 PLATEAU cities with the coverage dates of PRODUCT.md §1 and attribution, none loaded yet", async () => {
    const res = await server.app.inject({ url: "/api/cities" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(28);
    expect(new Set(list.map((c: { code: string }) => c.code)).size).toBe(28);
    const tokyo = list.find((c: { code: string }) => c.code === "13100");
    const osaka = list.find((c: { code: string }) => c.code === "27100");
    expect(tokyo).toMatchObject({
      name_ja: "東京都23区",
      coverage_from: "2024-07-31",
      buildings: 0,
      loaded: false,
    });
    expect(osaka).toMatchObject({ name_ja: "大阪市", coverage_from: "2024-09-12", bbox: null });
    expect(osaka.attribution).toBe(
      `出典：国土交通省 Project PLATEAU 3D都市モデル（大阪市, ${osaka.data_year}）`,
    );
    const others = list.filter((c: { code: string }) => !["13100", "27100"].includes(c.code));
    expect(others.every((c: { coverage_from: string }) => c.coverage_from === "2025-06-27")).toBe(true);
    expect(others.every((c: { code: string }) => /^\d{5}$/.test(c.code))).toBe(true);
  });

  it("documents its routes in the OpenAPI document", async () => {
    const doc = await server.app.inject({ url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const p of [
      "/api/cities",
      "/api/cities/{code}/buildings",
      "/api/cities/{code}/tiles/{z}/{x}/{y}.glb",
      "/api/project/{id}/models",
      "/api/project/{id}/models/{modelId}/file",
    ])
      expect(paths).toContain(p);
  });

  it("seeding again (a restart) changes nothing", async () => {
    const before = (await server.app.inject({ url: "/api/cities" })).json();
    const again = await buildTestApp(server.database);
    await again.ready(); // seeds again
    await again.close();
    expect((await server.app.inject({ url: "/api/cities" })).json()).toEqual(before);
  });
});

describe("first start", () => {
  it("imports the Tokyo and Osaka samples into an empty table, and only then", async () => {
    const s = await importer();
    const summaries = await importSamplesIfEmpty(s.buildingsImporter);
    // Counted in the files with grep -c '<bldg:Building ': Tokyo 9+1+1+1+8, Osaka 537+28. One Tokyo building
    // (BLD_0772bfd9, libplateau's test file) has test interior rings 25 km away: skipped as implausible.
    expect(summaries?.map((x) => [x.files, x.buildings, x.skipped])).toEqual([
      [5, 19, 1],
      [2, 565, 0],
    ]);
    expect(await importSamplesIfEmpty(s.buildingsImporter)).toBeNull();
    expect(await cityRow("13100")).toMatchObject({ buildings: 19, loaded: true, data_year: 2022 });
    expect(await cityRow("27100")).toMatchObject({ buildings: 565, loaded: true });
  });
});

describe("import", () => {
  it("is idempotent: re-importing a mesh replaces it (same count), and reports parts, LODs, missing heights", async () => {
    const s = await importer();
    const first = await s.buildingsImporter.importFiles([OSAKA_SMALL], { cityCode: "27100" });
    const second = await s.buildingsImporter.importFiles([OSAKA_SMALL], { cityCode: "27100" });
    expect(first.buildings).toBe(28);
    expect(second).toMatchObject({ files: 1, meshes: ["51357381"], buildings: 28, lods: [0, 1, 2] });
    expect(await meshCount("27100", "51357381")).toBe(28);
    expect((await cityRow("27100")).buildings).toBe(565);
  });

  it("stores nothing of a file that breaks part-way and keeps the mesh as it was", async () => {
    const s = await importer();
    const text = readFileSync(OSAKA_SMALL, "utf8");
    // Cut after the 20th building: the reader yields buildings, then fails on the unclosed root.
    let at = 0;
    for (let i = 0; i < 20; i++) at = text.indexOf("</core:cityObjectMember>", at + 1);
    const broken = join(tmp, "51357381_bldg_6697_op.gml");
    writeFileSync(broken, `${text.slice(0, at)}</core:cityObjectMember><bldg:Building`);
    await expect(s.buildingsImporter.importFiles([broken], { cityCode: "27100" })).rejects.toMatchObject({
      code: "malformed_xml",
    });
    expect(await meshCount("27100", "51357381")).toBe(28);
  });

  it("refuses an unknown city code", async () => {
    const s = await importer();
    const copy = join(tmp, "53392642_bldg_6697_op.gml");
    copyFileSync(TOKYO_LOD2, copy);
    await expect(s.buildingsImporter.importFiles([copy], { cityCode: "99999" })).rejects.toThrow(
      /Unknown city/,
    );
  });
});

describe("GET /api/cities/:code/buildings", () => {
  it("returns exactly the buildings whose footprint bbox meets the bbox, as GeoJSON with heights", async () => {
    const reference = await readCityGmlAll(OSAKA_SMALL);
    const all = reference.map(bboxOf);
    // A box over the middle of the tile's buildings: some inside, some out.
    const lons = all.map((b) => (b[0] + b[2]) / 2).sort((a, b) => a - b);
    const lats = all.map((b) => (b[1] + b[3]) / 2).sort((a, b) => a - b);
    const q = [lons[5], lats[5], lons[20], lats[20]] as [number, number, number, number];
    const expected = reference
      .filter((_, i) => {
        const [a, b, c, d] = all[i] as number[];
        return a <= q[2] && c >= q[0] && b <= q[3] && d >= q[1];
      })
      .map((b) => b.gmlId)
      .sort();
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.length).toBeLessThan(28);
    const res = await server.app.inject({ url: `/api/cities/27100/buildings?bbox=${q.join(",")}` });
    expect(res.statusCode).toBe(200);
    const fc = res.json();
    expect(fc.type).toBe("FeatureCollection");
    expect(fc.truncated).toBe(false);
    expect(fc.features.map((f: { id: string }) => f.id).sort()).toEqual(expected);
    const one = fc.features[0];
    const src = reference.find((b) => b.gmlId === one.id) as Building;
    expect(one.properties.height).toBeCloseTo(src.height, 4);
    expect(one.properties.attributes.buildingId).toBe(src.attributes.buildingId);
    expect(one.geometry.type).toBe("MultiPolygon");
    const ring = one.geometry.coordinates[0][0];
    expect(ring[0]).toEqual(ring[ring.length - 1]);

    const limited = (
      await server.app.inject({ url: `/api/cities/27100/buildings?bbox=${q.join(",")}&limit=2` })
    ).json();
    expect(limited.features).toHaveLength(2);
    expect(limited.truncated).toBe(true);
  });

  it("answers 400 to a bad bbox or limit and 404 to an unknown city", async () => {
    const bad = [
      "",
      "bbox=135.4,34.6,135.41",
      "bbox=135.41,34.6,135.40,34.61",
      "bbox=135.4,34.6,135.5,34.61",
      "bbox=a,b,c,d",
      "bbox=135.4,34.6,135.41,34.61&limit=5001",
      "bbox=135.4,34.6,135.41,34.61&limit=0",
      "bbox=200,34.6,201,34.61",
    ];
    for (const query of bad) {
      const res = await server.app.inject({ url: `/api/cities/27100/buildings?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe("validation_failed");
    }
    const tooLarge = await server.app.inject({
      url: "/api/cities/27100/buildings?bbox=135.4,34.6,135.5,34.61",
    });
    expect(tooLarge.json().error.fields[0].message).toBe("city.bbox_too_large");
    expect(
      (await server.app.inject({ url: "/api/cities/12345/buildings?bbox=135.4,34.6,135.41,34.61" }))
        .statusCode,
    ).toBe(404);
  });
});

describe("GET /api/cities/:code/tiles/:z/:x/:y.glb", () => {
  it("returns a GLB with one node per building of the tile, gml_id in extras, LOD2 at the right height", async () => {
    // Without the building the import skips (see above).
    const reference = (await readCityGmlAll(TOKYO_LOD2)).filter((b) => {
      const [a, c, d, e] = bboxOf(b);
      return d - a < 0.02 && e - c < 0.02;
    });
    expect(reference).toHaveLength(7);
    const centre = (b: Building) => {
      const [a, c, d, e] = bboxOf(b);
      return [(a + d) / 2, (c + e) / 2] as const;
    };
    const [lon, lat] = centre(reference[0]);
    const z = 16;
    const x = Math.floor(((lon + 180) / 360) * 2 ** z);
    const latRad = (lat * Math.PI) / 180;
    const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * 2 ** z);
    const [w, s, e, n] = tileBounds(z, x, y);
    const expected = reference
      .filter((b) => {
        const [cx, cy] = centre(b);
        return cx >= w && cx < e && cy >= s && cy < n;
      })
      .map((b) => b.gmlId)
      .sort();
    expect(expected.length).toBeGreaterThan(0);

    const res = await server.app.inject({ url: `/api/cities/13100/tiles/${z}/${x}/${y}.glb` });
    expect(res.statusCode).toBe(200);
    // Every building of the file lands in exactly one z16 tile: the tiles around add up to the file.
    let total = 0;
    for (let dx = -2; dx <= 2; dx++)
      for (let dy = -2; dy <= 2; dy++) {
        const r = await server.app.inject({ url: `/api/cities/13100/tiles/${z}/${x + dx}/${y + dy}.glb` });
        const ids = (await new NodeIO().readBinary(new Uint8Array(r.rawPayload)))
          .getRoot()
          .listNodes()
          .map((nd) => (nd.getExtras() as { gml_id: string }).gml_id);
        total += ids.filter((id) => reference.some((b) => b.gmlId === id)).length;
      }
    expect(total).toBe(reference.length);
    expect(res.headers["content-type"]).toBe("model/gltf-binary");
    expect(res.headers["cache-control"]).toBe("public, no-cache");
    const doc = await new NodeIO().readBinary(new Uint8Array(res.rawPayload));
    const nodes = doc.getRoot().listNodes();
    expect(nodes.map((node) => (node.getExtras() as { gml_id: string }).gml_id).sort()).toEqual(expected);
    const asset = doc.getRoot().getAsset().extras as { centre: { lon: number; lat: number } };
    expect(asset.centre.lon).toBeCloseTo((w + e) / 2, 9);

    // A LOD2 building: its highest vertex (glTF y is up) is its highest LOD2 point, to within curvature (< 0.2 m).
    const lod2 = reference.find((b) => expected.includes(b.gmlId) && b.surfaces.length > 0) as Building;
    expect(lod2).toBeDefined();
    const node = nodes.find((nd) => (nd.getExtras() as { gml_id: string }).gml_id === lod2.gmlId);
    expect((node?.getExtras() as { lod: number }).lod).toBe(2);
    const pos = node?.getMesh()?.listPrimitives()[0]?.getAttribute("POSITION")?.getArray() as Float32Array;
    let top = -Infinity;
    for (let i = 1; i < pos.length; i += 3) top = Math.max(top, pos[i]);
    let srcTop = -Infinity;
    for (const sfc of lod2.surfaces)
      for (let i = 2; i < sfc.positions.length; i += 3) srcTop = Math.max(srcTop, sfc.positions[i]);
    expect(Math.abs(top - srcTop)).toBeLessThan(0.2);

    // ETag: a matching If-None-Match is 304; a re-import changes the ETag.
    const etag = res.headers.etag as string;
    const again = await server.app.inject({
      url: `/api/cities/13100/tiles/${z}/${x}/${y}.glb`,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    const s2 = await importer();
    await s2.buildingsImporter.importFiles([TOKYO_LOD2], { cityCode: "13100" });
    const after = await server.app.inject({
      url: `/api/cities/13100/tiles/${z}/${x}/${y}.glb`,
      headers: { "if-none-match": etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it("meshes a LOD1-only building as its prism: from the ground to the LOD1 solid's top", async () => {
    const reference = await readCityGmlAll(join(SAMPLES_DIR, "osaka_51357346_bldg_6697_op_fulltile.gml"));
    const b = reference.find((r) => r.height > 20) as Building;
    const [a, c, d, e] = bboxOf(b);
    const [lon, lat] = [(a + d) / 2, (c + e) / 2];
    const z = 17;
    const x = Math.floor(((lon + 180) / 360) * 2 ** z);
    const latRad = (lat * Math.PI) / 180;
    const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * 2 ** z);
    const res = await server.app.inject({ url: `/api/cities/27100/tiles/${z}/${x}/${y}.glb` });
    const doc = await new NodeIO().readBinary(new Uint8Array(res.rawPayload));
    const node = doc
      .getRoot()
      .listNodes()
      .find((nd) => (nd.getExtras() as { gml_id: string }).gml_id === b.gmlId);
    expect((node?.getExtras() as { lod: number; height: number }).lod).toBe(1);
    const pos = node?.getMesh()?.listPrimitives()[0]?.getAttribute("POSITION")?.getArray() as Float32Array;
    let [low, high] = [Infinity, -Infinity];
    for (let i = 1; i < pos.length; i += 3) [low, high] = [Math.min(low, pos[i]), Math.max(high, pos[i])];
    // Within a z17 tile (about 250 m) the Earth's curvature drops heights by under 1 cm; float32 adds ~0.1 mm.
    expect(Math.abs(low - b.groundZ)).toBeLessThan(0.02);
    expect(Math.abs(high - (b.lod1TopZ ?? b.groundZ + b.height))).toBeLessThan(0.02);
    // 2 triangles per footprint edge, plus top and bottom (n - 2 each for a simple ring without holes).
    const ring = b.footprint[0]?.[0] ?? [];
    if (b.footprint.length === 1 && b.footprint[0]?.length === 1)
      expect(pos.length / 9).toBe(2 * ring.length + 2 * (ring.length - 2));
  });

  it("answers 400 to a zoom outside 15-18 or a tile off the grid, an empty GLB for an empty tile", async () => {
    expect((await server.app.inject({ url: "/api/cities/13100/tiles/14/0/0.glb" })).statusCode).toBe(400);
    expect((await server.app.inject({ url: "/api/cities/13100/tiles/15/40000/0.glb" })).statusCode).toBe(400);
    expect((await server.app.inject({ url: "/api/cities/12345/tiles/15/0/0.glb" })).statusCode).toBe(404);
    const empty = await server.app.inject({ url: "/api/cities/13100/tiles/15/0/0.glb" });
    expect(empty.statusCode).toBe(200);
    const doc = await new NodeIO().readBinary(new Uint8Array(empty.rawPayload));
    expect(doc.getRoot().listNodes()).toHaveLength(0);
  });
});
