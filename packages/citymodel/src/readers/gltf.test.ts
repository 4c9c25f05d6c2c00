import { Document, NodeIO } from "@gltf-transform/core";
import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readGltf } from "./gltf";
import { readBuildingsFromFile } from "./any";
import type { Building } from "../model";
import { CityModelError } from "../errors";
import { signedArea } from "@soracity/engine/geometry";
import { toLocal } from "../local";

/** A 10 (x) by 30 (y, up) by 20 (z) m box, z from -20 to 0 (i.e. north of the origin), in a node moved 5 m along x. */
async function boxGlb(): Promise<Uint8Array> {
  return new NodeIO().writeBinary(boxDoc());
}

function boxDoc(): Document {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const v = [
    [0, 0, -20],
    [10, 0, -20],
    [10, 0, 0],
    [0, 0, 0],
    [0, 30, -20],
    [10, 30, -20],
    [10, 30, 0],
    [0, 30, 0],
  ];
  // Outward, counter-clockwise faces (glTF winding).
  const faces = [
    [0, 1, 2, 0, 2, 3], // bottom y = 0, normal -y
    [4, 7, 6, 4, 6, 5], // top y = 30, normal +y
    [3, 2, 6, 3, 6, 7], // z = 0, normal +z (south)
    [1, 0, 4, 1, 4, 5], // z = -20, normal -z (north)
    [0, 3, 7, 0, 7, 4], // x = 0, normal -x
    [2, 1, 5, 2, 5, 6], // x = 10, normal +x
  ];
  const position = doc
    .createAccessor()
    .setType("VEC3")
    .setArray(new Float32Array(v.flat()))
    .setBuffer(buffer);
  const indices = doc
    .createAccessor()
    .setType("SCALAR")
    .setArray(new Uint16Array(faces.flat()))
    .setBuffer(buffer);
  const prim = doc.createPrimitive().setAttribute("POSITION", position).setIndices(indices);
  const mesh = doc.createMesh().addPrimitive(prim);
  const node = doc.createNode().setMesh(mesh).setTranslation([5, 0, 0]);
  doc.createScene().addChild(node);
  return doc;
}

describe("readGltf", () => {
  it("places a Y-up box Z-up at the anchor, with node transforms and typed faces", async () => {
    const b = await readGltf(await boxGlb(), { lon: 135.5, lat: 34.7, elevation: 3 });
    expect(b.groundZ).toBeCloseTo(3, 6);
    expect(b.height).toBeCloseTo(30, 6);
    const count = (t: string) => (b.surfaces.find((s) => s.type === t)?.positions.length ?? 0) / 9;
    expect([count("roof"), count("ground"), count("wall")]).toEqual([2, 2, 8]);
    const local = toLocal(b, [135.5, 34.7, 0]);
    const ring = local.footprint[0]?.[0] ?? [];
    expect(signedArea(ring)).toBeCloseTo(10 * 20, 1);
    const xs = ring.map((p) => p[0]);
    const ys = ring.map((p) => p[1]);
    expect(Math.min(...xs)).toBeCloseTo(5, 2); // node translation
    expect(Math.max(...xs)).toBeCloseTo(15, 2);
    expect(Math.min(...ys)).toBeCloseTo(0, 2); // glTF -z is north
    expect(Math.max(...ys)).toBeCloseTo(20, 2);
  });

  it("reads a .gltf with its external .bin from disk", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cm-gltf-"));
    await new NodeIO().write(join(dir, "box.gltf"), boxDoc());
    const out: Building[] = [];
    for await (const b of readBuildingsFromFile(join(dir, "box.gltf"), {
      placement: { lon: 135.5, lat: 34.7 },
    }))
      out.push(b);
    rmSync(dir, { recursive: true, force: true });
    expect(out).toHaveLength(1);
    expect(out[0]?.height).toBeCloseTo(30, 6);
    expect(out[0]?.surfaces.reduce((n, s) => n + s.positions.length / 9, 0)).toBe(12);
  });

  it("rejects bytes that are not glTF with malformed_gltf", async () => {
    const code = (p: Promise<unknown>) =>
      p.then(
        () => "ok",
        (e: unknown) => (e instanceof CityModelError ? e.code : String(e)),
      );
    expect(await code(readGltf(new TextEncoder().encode("{ not json"), { lon: 0, lat: 0 }))).toBe(
      "malformed_gltf",
    );
    const glb = await boxGlb();
    expect(await code(readGltf(glb.subarray(0, 40), { lon: 0, lat: 0 }))).toBe("malformed_gltf");
    const noMesh = new NodeIO().writeBinary(new Document());
    expect(await code(readGltf(await noMesh, { lon: 0, lat: 0 }))).toBe("no_buildings");
  });
});
