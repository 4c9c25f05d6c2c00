import { beforeAll, describe, expect, it } from "vitest";
import { projectModels } from "../../db/schema";
import { call, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { listModels, oneBuildingCityGml, premiumProject, uploadModel } from "./models.test-upload";

// Issue 22, F8 and F14: files whose numbers or lengths cannot be a building. A GeoJSON coordinate of 1e309
// answered 500 yet was stored, and the project's model list answered 500 from then on; a GLB with lengths
// past its bytes was read as a building across 270 degrees of longitude. Each is a 422 now, nothing stored.
const server = useTestApp();
let alice: TestUser;
let projectId: string;

beforeAll(async () => {
  ({ alice, projectId } = await premiumProject(server));
});

const ANCHOR = { anchor_lon: "139.7671", anchor_lat: "35.6812" };

/**
 * A 10 m square footprint as GeoJSON text; `first` replaces the first (and closing) longitude, `third` the
 * third corner's latitude, verbatim.
 */
const geojson = (first = "139.7", height = "12", third = "35.7001") =>
  Buffer.from(
    `{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"height":${height}},` +
      `"geometry":{"type":"Polygon","coordinates":[[[${first},35.7],[139.7001,35.7],[139.7001,${third}],[139.7,35.7001],[${first},35.7]]]}}]}`,
  );

/** A GLB: 12-byte header, JSON chunk (space-padded), BIN chunk (zero-padded), lengths as the file holds. */
function glb(json: object, bin: Uint8Array): Buffer {
  const text = Buffer.from(JSON.stringify(json));
  const jsonChunk = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const binChunk = Buffer.concat([bin, Buffer.alloc((4 - (bin.length % 4)) % 4)]);
  const out = Buffer.alloc(12 + 8 + jsonChunk.length + 8 + binChunk.length);
  out.write("glTF", 0, "latin1");
  out.writeUInt32LE(2, 4);
  out.writeUInt32LE(out.length, 8);
  out.writeUInt32LE(jsonChunk.length, 12);
  out.write("JSON", 16, "latin1");
  jsonChunk.copy(out, 20);
  const binAt = 20 + jsonChunk.length;
  out.writeUInt32LE(binChunk.length, binAt);
  out.writeUInt32LE(0x004e4942, binAt + 4);
  binChunk.copy(out, binAt + 8);
  return out;
}

/** A GLB of two triangles over the given 4 vertices (x, y, z in metres, glTF's Y up). */
function quadGlb(vertices: number[], declared: { buffer?: number; count?: number } = {}) {
  const positions = Buffer.from(new Float32Array(vertices).buffer);
  const indices = Buffer.from(new Uint16Array([0, 1, 2, 0, 2, 3]).buffer);
  const bin = Buffer.concat([positions, indices]);
  const json = {
    asset: { version: "2.0" },
    buffers: [{ byteLength: declared.buffer ?? bin.length }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positions.length },
      { buffer: 0, byteOffset: positions.length, byteLength: indices.length },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: declared.count ?? 4, type: "VEC3" },
      { bufferView: 1, componentType: 5123, count: 6, type: "SCALAR" },
    ],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 }, indices: 1, mode: 4 }] }],
    nodes: [{ mesh: 0 }],
    scenes: [{ nodes: [0] }],
    scene: 0,
  };
  return glb(json, bin);
}
/** A 10 m x 10 m x 6 m upright quad and its mirror: a plausible small mesh. */
const QUAD = [0, 0, 0, 10, 0, 0, 10, 6, -10, 0, 6, -10];

/** Uploads, expects a 422 with `code`, and the project's models unchanged and still listed. */
async function expectRefused(
  fileName: string,
  data: Buffer,
  code: string,
  fields: Record<string, string> = {},
) {
  const before = await listModels(server.app, alice, projectId);
  const res = await uploadModel(server.app, alice, projectId, fileName, data, fields);
  expect(res.statusCode, `${fileName}: ${res.body}`).toBe(422);
  expect(res.json().error.code, fileName).toBe(code);
  expect(res.json().error.message, fileName).toMatch(/^[A-Z].+\.$/);
  expect(await listModels(server.app, alice, projectId), fileName).toEqual(before);
}

describe("non-finite numbers in an uploaded model (issue 22, F8)", () => {
  it("a GeoJSON coordinate or height of 1e309 is a 422 non_finite_number; nothing stored, the list fine", async () => {
    // The audit's file: one corner at 1e309 answered 500, was stored, and the list answered 500 from then on.
    await expectRefused("corner.geojson", geojson("139.7", "12", "1e309"), "non_finite_number");
    await expectRefused("lon.geojson", geojson("1e309"), "non_finite_number");
    await expectRefused("neg.geojson", geojson("-1e309"), "non_finite_number");
    await expectRefused("height.geojson", geojson("139.7", "1e309"), "non_finite_number");
    await expectRefused("height-text.geojson", geojson("139.7", '"1e400"'), "non_finite_number");
  });

  it("a CityGML coordinate of 1e309 and a glTF vertex of NaN are refused the same way", async () => {
    await expectRefused("inf.gml", oneBuildingCityGml({ firstLat: "1e309" }), "non_finite_number");
    const nan = [...QUAD];
    nan[4] = NaN;
    await expectRefused("nan.glb", quadGlb(nan), "non_finite_number", ANCHOR);
  });

  it("the same files with finite numbers are stored and listed", async () => {
    for (const [name, data, fields] of [
      ["ok.geojson", geojson(), {}],
      ["ok.gml", oneBuildingCityGml({}), {}],
      ["ok.glb", quadGlb(QUAD), ANCHOR],
    ] as const) {
      const res = await uploadModel(server.app, alice, projectId, name, data, fields);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
    }
    expect((await listModels(server.app, alice, projectId)).map((m) => m.name)).toEqual([
      "ok.geojson",
      "ok.gml",
      "ok.glb",
    ]);
  });
  it("a model stored before this check, with infinite bounds, is listed (bbox null) and can be deleted", async () => {
    const [row] = await server.db
      .insert(projectModels)
      .values({
        projectId,
        name: "old.geojson",
        kind: "geojson",
        sizeBytes: 1,
        storagePath: `projects/${projectId}/models/old.geojson`,
        placement: {
          anchorLon: null,
          anchorLat: null,
          rotation: 0,
          elevation: 0,
          heightStandard: "absolute",
          heightAttribute: null,
        },
        buildingCount: 1,
        ...{ minLon: 139.7, minLat: 35.7, maxLon: Infinity, maxLat: 35.7001 },
        features: [],
      })
      .returning({ id: projectModels.id });
    const listed = await listModels(server.app, alice, projectId);
    expect(listed.find((m) => m.id === row?.id)).toMatchObject({ name: "old.geojson", bbox: null });
    const res = await call(server.app, alice, "DELETE", `/api/project/${projectId}/models/${row?.id}`);
    expect(res.statusCode, res.body).toBe(204);
  });
});

describe("malformed or absurd glTF (issue 22, F14)", () => {
  it("a GLB whose lengths do not match its bytes is a 422 malformed_gltf", async () => {
    const headerLength = quadGlb(QUAD);
    headerLength.writeUInt32LE(0xfffffff0, 8);
    const chunkPast = quadGlb(QUAD);
    chunkPast.writeUInt32LE(0x7ffffff0, 12);
    await expectRefused("header.glb", headerLength, "malformed_gltf", ANCHOR);
    await expectRefused("chunk.glb", chunkPast, "malformed_gltf", ANCHOR);
    await expectRefused("buffer.glb", quadGlb(QUAD, { buffer: 2 ** 31 }), "malformed_gltf", ANCHOR);
    await expectRefused("accessor.glb", quadGlb(QUAD, { count: 100_000_000 }), "malformed_gltf", ANCHOR);
  });

  it("a mesh kilometres wide or high is a 422 implausible_geometry, not a building across the globe", async () => {
    const wide = [0, 0, 0, 2e7, 0, 0, 2e7, 6, -10, 0, 6, -10]; // 20,000 km east
    const high = [0, 0, 0, 10, 0, 0, 10, 5000, -10, 0, 5000, -10];
    await expectRefused("wide.glb", quadGlb(wide), "implausible_geometry", ANCHOR);
    await expectRefused("high.glb", quadGlb(high), "implausible_geometry", ANCHOR);
  });
});
