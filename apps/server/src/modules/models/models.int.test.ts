import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readCityGmlAll } from "@soracity/citymodel";
import { modelBuildingsSchema } from "@soracity/contracts";
import { eq, sql } from "drizzle-orm";
import { unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { projectModels } from "../../db/schema";
import { blobStoreFor } from "../../lib/blobs";
import { call, ok, type TestUser } from "../../test/dashboard";
import { SAMPLES_DIR } from "../cities/cities.samples";
import { useTestApp } from "../../test/use-test-app";

let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let projectId: string;

const SAMPLES = join(SAMPLES_DIR, "..");
const sample = (...p: string[]) => readFileSync(join(SAMPLES, ...p));

const server = useTestApp();
beforeAll(async () => {
  alice = await server.signUp("premium");
  bob = await server.signUp("premium");
  carol = await server.signUp("premium");
  const workspace = await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "W" });
  // Carol may view the workspace (and its projects), not edit it.
  await ok(server.app, alice, "PUT", `/api/workspaces/${workspace.id}/shares`, {
    email: carol.email,
    permission: "view",
  });
  projectId = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/workspaces/${workspace.id}/projects`, {
      project_name: "P",
    })
  ).id;
});

/** multipart/form-data with text fields and one `file`. */
function form(fileName: string, data: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----soracity${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join("") + head),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (name: string, data: Buffer, fields: Record<string, string> = {}, user = alice) => {
  const body = form(name, data, fields);
  return call(server.app, user, "POST", `/api/project/${projectId}/models`, body.payload, body.headers);
};
/** The names of the project's model blobs (files embedded, database chunks on PostgreSQL). */
const storedFiles = async () => {
  const blobs = blobStoreFor(server.db, server.database.driver, server.dataDir);
  const prefix = `projects/${projectId}/models/`;
  return (await blobs.list(prefix)).map((key) => key.slice(prefix.length));
};
const ANCHOR = {
  anchor_lon: "139.7671",
  anchor_lat: "35.6812",
  rotation: "30",
  height_standard: "relativeToGround",
};

describe("user model uploads", () => {
  it("stores a zipped shapefile: 537 buildings with the CityGML tile's heights, file served to project readers only", async () => {
    const zip = sample("shapefile", "osaka_suminoe_bldg_footprints_6668_shp.zip");
    const res = await upload("suminoe.zip", zip, { height_attribute: "height", elevation: "2.5" });
    expect(res.statusCode, res.body).toBe(201);
    const model = res.json();
    expect(model).toMatchObject({
      kind: "shapefile",
      name: "suminoe.zip",
      buildings: 537,
      size_bytes: zip.length,
    });
    expect(model.placement).toMatchObject({ height_attribute: "height", height_standard: "absolute" });

    const fc = (await call(server.app, alice, "GET", model.buildings_url)).json();
    // A sample of the answer is checked when sent: the whole must match the contract too (nothing dropped).
    expect(modelBuildingsSchema.parse(fc)).toEqual(fc);
    expect(fc.features).toHaveLength(537);
    const gml = await readCityGmlAll(join(SAMPLES_DIR, "osaka_51357346_bldg_6697_op_fulltile.gml"));
    const ref = gml[10];
    const mine = fc.features.find(
      (f: { properties: { gml_id?: string } }) => f.properties.gml_id === ref?.gmlId,
    );
    expect(mine.properties.height).toBeCloseTo(ref?.height ?? NaN, 6);
    expect(mine.properties.groundZ).toBe(2.5); // the elevation field: footprints stand on it

    const file = await call(server.app, alice, "GET", model.file_url);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, zip)).toBe(0);
    expect((await call(server.app, bob, "GET", model.file_url)).statusCode).toBe(404);
    expect((await call(server.app, null, "GET", model.file_url)).statusCode).toBe(401);
    expect((await call(server.app, bob, "GET", `/api/project/${projectId}/models`)).statusCode).toBe(404);
    // A viewer reads and downloads, but may neither upload nor delete.
    expect((await call(server.app, carol, "GET", model.file_url)).statusCode).toBe(200);
    const listed = (await call(server.app, carol, "GET", `/api/project/${projectId}/models`)).json();
    expect(listed.map((m: { id: string }) => m.id)).toEqual([model.id]);
    expect((await upload("suminoe.zip", zip, {}, carol)).statusCode).toBe(403);
    expect(
      (await call(server.app, carol, "DELETE", `/api/project/${projectId}/models/${model.id}`)).statusCode,
    ).toBe(403);
  });

  it("places an IFC at its anchor; lists, then deletes model and file", async () => {
    const res = await upload("house.ifc", sample("ifc", "ifc4_IfcOpenHouse_webifc.ifc"), ANCHOR);
    expect(res.statusCode, res.body).toBe(201);
    const model = res.json();
    expect(model.kind).toBe("ifc");
    expect(model.buildings).toBe(1);
    // The IfcOpenHouse is about 10 m across: its footprint lies within ~20 m (0.0003 deg) of the anchor.
    const [w, s, e, n] = model.bbox;
    expect(Math.abs((w + e) / 2 - 139.7671)).toBeLessThan(0.0003);
    expect(Math.abs((s + n) / 2 - 35.6812)).toBeLessThan(0.0003);
    const fc = (await call(server.app, alice, "GET", model.buildings_url)).json();
    expect(modelBuildingsSchema.parse(fc)).toEqual(fc);
    expect(fc.features).toHaveLength(1);
    const list = (await call(server.app, alice, "GET", `/api/project/${projectId}/models`)).json();
    expect(list.map((m: { id: string }) => m.id)).toContain(model.id);
    expect(await storedFiles()).toContain(`${model.id}.ifc`);

    expect(
      (await call(server.app, bob, "DELETE", `/api/project/${projectId}/models/${model.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(server.app, alice, "DELETE", `/api/project/${projectId}/models/${model.id}`)).statusCode,
    ).toBe(204);
    expect(await storedFiles()).not.toContain(`${model.id}.ifc`);
    expect((await call(server.app, alice, "GET", model.file_url)).statusCode).toBe(404);
  });

  it("answers 500 for stored buildings that drifted from the contract (a sample is checked when sent)", async () => {
    const model = (await upload("house.ifc", sample("ifc", "ifc4_IfcOpenHouse_webifc.ifc"), ANCHOR)).json();
    expect((await call(server.app, alice, "GET", model.buildings_url)).statusCode).toBe(200);
    expect((await call(server.app, bob, "GET", model.buildings_url)).json().error.code).toBe("not_found");
    // A model stored before issue 22 F15 has its features in its row; those are checked when sent.
    const stored = (await call(server.app, alice, "GET", model.buildings_url)).body;
    const features = JSON.stringify(JSON.parse(stored).features);
    await server.db
      .update(projectModels)
      .set({ features: sql`jsonb_set(${features}::jsonb, '{0,properties,height}', '"tall"')` })
      .where(eq(projectModels.id, model.id));
    const drifted = await call(server.app, alice, "GET", model.buildings_url);
    expect(drifted.statusCode).toBe(500);
    expect(drifted.json().error.code).toBe("internal");
    await ok(server.app, alice, "DELETE", `/api/project/${projectId}/models/${model.id}`, undefined, 204);
  });

  it("answers 422 with the reader's code per kind of broken file, and stores nothing", async () => {
    const before = (await call(server.app, alice, "GET", `/api/project/${projectId}/models`)).json();
    const filesBefore = await storedFiles();
    const shp = unzipSync(new Uint8Array(sample("shapefile", "osaka_suminoe_bldg_footprints_6668_shp.zip")));
    const noDbf = Buffer.from(
      zipSync(Object.fromEntries(Object.entries(shp).filter(([n]) => !n.endsWith(".dbf")))),
    );
    const shpOnly = Object.entries(shp).find(([n]) => n.endsWith(".shp"))?.[1] as Uint8Array;
    const cases: [string, Buffer, string][] = [
      ["broken.gml", Buffer.from('<?xml version="1.0"?><core:CityModel><bldg:Building>'), "malformed_xml"],
      ["broken.ifc", Buffer.from("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(("), "malformed_ifc"],
      ["broken.zip", Buffer.from("PK\u0003\u0004 this is not a zip"), "malformed_zip"],
      ["nodbf.zip", noDbf, "shapefile_incomplete"],
      ["broken.geojson", Buffer.from('{"type": "FeatureCollection", "features": ['), "malformed_json"],
      ["broken.glb", Buffer.from("glTF garbage"), "malformed_gltf"],
      ["bare.shp", Buffer.from(shpOnly), "shapefile_not_zipped"],
      ["notes.txt", Buffer.from("hello"), "unsupported_model_type"],
    ];
    for (const [name, data, code] of cases) {
      const res = await upload(name, data, ANCHOR);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json().error.code, name).toBe(code);
      expect(res.json().error.message.length).toBeGreaterThan(0);
    }
    expect((await call(server.app, alice, "GET", `/api/project/${projectId}/models`)).json()).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it("validates the request: anchor for IFC, no file, field ranges, multipart only, the project's policy", async () => {
    const ifc = sample("ifc", "ifc4_IfcOpenHouse_webifc.ifc");
    const noAnchor = await upload("house.ifc", ifc);
    expect(noAnchor.statusCode).toBe(400);
    expect(noAnchor.json().error.fields[0]).toEqual({ path: "anchor_lon", message: "model.anchor_required" });
    const badLat = await upload("house.ifc", ifc, { ...ANCHOR, anchor_lat: "95" });
    expect(badLat.json().error.fields[0]).toEqual({ path: "anchor_lat", message: "model.anchor_lat" });
    const badStandard = await upload("house.ifc", ifc, { ...ANCHOR, height_standard: "floating" });
    expect(badStandard.statusCode).toBe(400);
    const json = await call(server.app, alice, "POST", `/api/project/${projectId}/models`, { file: "x" });
    expect(json.statusCode).toBe(415);
    expect((await upload("house.ifc", ifc, ANCHOR, bob)).statusCode).toBe(404);
    expect((await storedFiles()).filter((f) => f.endsWith(".ifc"))).toEqual([]);
  });

  it("answers 413 with the wording of PRODUCT.md §8 to a file over 100 MB", async () => {
    const big = Buffer.alloc(100 * 1024 * 1024 + 1, 0x20);
    const res = await upload("big.ifc", big, ANCHOR);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: "payload_too_large",
      message: "Uploaded file must be under 100 MB.",
    });
    expect((await storedFiles()).filter((f) => f.endsWith(".ifc"))).toEqual([]);
  }, 60_000);
});
