import { join } from "node:path";
import { NodeIO } from "@gltf-transform/core";
import { geodeticToEcef } from "@soracity/citymodel";
import { type Tile3d, type Tileset, tilesetSchema } from "@soracity/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { tileBounds } from "../buildings/buildings.tiles";
import { SAMPLES_DIR } from "./cities.samples";
import { useTestApp } from "../../test/use-test-app";

const server = useTestApp();
beforeAll(async () => {
  await server.app.inject({ url: "/api/cities" }); // seeds the catalogue
  const { createCatalogue } = await import("./catalogue.wiring");
  const services = createCatalogue(server.db);
  await services.buildingsImporter.importFiles([join(SAMPLES_DIR, "osaka_51357381_bldg_6697_op.gml")], {
    cityCode: "27100",
  });
});

const leavesOf = (tile: Tile3d): Tile3d[] =>
  tile.content ? [tile] : (tile.children ?? []).flatMap((child) => leavesOf(child));

/** gml_ids of a GLB's EXT_structural_metadata property table. */
function tableIds(glb: Uint8Array): string[] {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const length = view.getUint32(12, true);
  const json = JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + length)));
  const bin = glb.subarray(28 + length);
  const table = json.extensions.EXT_structural_metadata.propertyTables[0];
  const slice = (i: number) => {
    const v = json.bufferViews[i];
    return bin.slice(v.byteOffset, v.byteOffset + v.byteLength);
  };
  const offsets = new Uint32Array(slice(table.properties.gml_id.stringOffsets).buffer);
  const text = new TextDecoder().decode(slice(table.properties.gml_id.values));
  return Array.from({ length: table.count }, (_, i) => text.slice(offsets[i], offsets[i + 1]));
}

describe("GET /api/cities/:code/tileset.json", () => {
  it("is a 3D Tiles 1.1 quadtree whose leaves are the z16 GLB tiles holding every building once", async () => {
    const res = await server.app.inject({ url: "/api/cities/27100/tileset.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const tileset = res.json<Tileset>();
    // The contract's schema names every field written (zod would drop an unknown one: the parse would differ).
    expect(tilesetSchema.parse(tileset)).toEqual(tileset);
    expect(tileset.asset.version).toBe("1.1");
    expect(tileset.asset.extras.attribution).toMatch(/^出典：国土交通省 Project PLATEAU/);
    const leaves = leavesOf(tileset.root);
    expect(leaves.length).toBeGreaterThan(0);
    // Root -> z12 -> z13 -> z14 -> z15 -> z16 leaves: each inner tile refines by adding its children.
    let depth = 0;
    for (let t: Tile3d | undefined = tileset.root; t && !t.content; t = t.children?.[0]) depth++;
    expect(depth).toBe(5);

    const city = (await server.app.inject({ url: "/api/cities" }))
      .json()
      .find((c: { code: string }) => c.code === "27100");
    const seen: string[] = [];
    for (const leaf of leaves) {
      const uri = leaf.content?.uri as string;
      const [, z, x, y] = /^tiles\/(\d+)\/(\d+)\/(\d+)\.glb$/.exec(uri)?.map(Number) ?? [];
      expect(z).toBe(16);
      // The content is placed by an ENU transform at the tile centre (height 0): its translation is that ECEF point.
      const [w, s, e, n] = tileBounds(16, x, y);
      const ecef = geodeticToEcef([(w + e) / 2, (s + n) / 2, 0]);
      expect(leaf.transform?.slice(12, 15).map((v, i) => v - ecef[i])).toEqual(
        [0, 0, 0].map(() => expect.closeTo(0, 3)),
      );
      expect(leaf.boundingVolume.region.slice(0, 4)).toEqual(
        [w, s, e, n].map((d) => expect.closeTo((d * Math.PI) / 180, 12)),
      );
      const glb = await server.app.inject({ url: `/api/cities/27100/${uri}` });
      expect(glb.statusCode).toBe(200);
      const bytes = new Uint8Array(glb.rawPayload);
      const doc = await new NodeIO().readBinary(bytes);
      const nodes = doc
        .getRoot()
        .listNodes()
        .map((nd) => (nd.getExtras() as { gml_id: string }).gml_id);
      // The metadata table names the same buildings as the nodes, in node order (feature id = node index).
      expect(tableIds(bytes)).toEqual(nodes);
      // Every building's height lies within the leaf's region.
      const [, , , , low, high] = leaf.boundingVolume.region;
      for (const nd of doc.getRoot().listNodes()) {
        const pos = nd.getMesh()?.listPrimitives()[0]?.getAttribute("POSITION")?.getArray() as Float32Array;
        for (let i = 1; i < pos.length; i += 3) {
          expect(pos[i]).toBeGreaterThan(low - 0.05);
          expect(pos[i]).toBeLessThan(high + 0.05);
        }
      }
      seen.push(...nodes);
    }
    expect(seen.length).toBe(city.buildings);
    expect(new Set(seen).size).toBe(seen.length);

    const again = await server.app.inject({
      url: "/api/cities/27100/tileset.json",
      headers: { "if-none-match": res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("is documented in the OpenAPI document: the recursive tile is a component the answer refers to", async () => {
    const doc = (await server.app.inject({ url: "/api/docs/json" })).json();
    const answer =
      doc.paths["/api/cities/{code}/tileset.json"].get.responses["200"].content["application/json"];
    const ref: string = answer.schema.properties.root.$ref;
    const tile = doc.components.schemas[ref.replace("#/components/schemas/", "")];
    expect(tile.required).toEqual(["boundingVolume", "geometricError"]);
    expect(tile.properties.children.items.$ref).toBe(ref);
  });

  it("answers 404 for an unknown city and an empty tileset for a city without buildings", async () => {
    expect((await server.app.inject({ url: "/api/cities/12345/tileset.json" })).statusCode).toBe(404);
    const empty = await server.app.inject({ url: "/api/cities/13100/tileset.json" });
    expect(empty.statusCode).toBe(200);
    expect(tilesetSchema.parse(empty.json()).root.children).toEqual([]);
  });
});
