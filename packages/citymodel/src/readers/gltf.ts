import { NodeIO } from "@gltf-transform/core";
import type { Document } from "@gltf-transform/core";
import { CityModelError } from "../errors";
import type { Building, SurfaceType } from "../model";
import { checkGltfBounds, splitGlb } from "./gltf-check";
import { anchorTransform, meshesToBuilding } from "./placement";
import type { ModelMesh, Placement } from "./placement";

export interface GltfOptions {
  /** Building id (default "gltf"). */
  id?: string;
  /** External buffers of a .gltf, by their uri. */
  resources?: Record<string, Uint8Array<ArrayBuffer>>;
}

const TRIANGLES = 4;

/**
 * Surface type from a triangle's normal (Z up): mostly horizontal normals are walls, upward ones roofs,
 * downward ones ground. A mesh carries no semantics; this is the engines' best guess.
 */
function classify(
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
): SurfaceType {
  const ux = bx - ax;
  const uy = by - ay;
  const uz = bz - az;
  const vx = cx - ax;
  const vy = cy - ay;
  const vz = cz - az;
  const nx = uy * vz - uz * vy;
  const ny = uz * vx - ux * vz;
  const nz = ux * vy - uy * vx;
  const len = Math.hypot(nx, ny, nz);
  if (len === 0) return "other";
  const up = nz / len;
  return up > 0.3 ? "roof" : up < -0.3 ? "ground" : "wall";
}

async function load(
  bytes: Uint8Array,
  resources: Record<string, Uint8Array<ArrayBuffer>>,
): Promise<Document> {
  const io = new NodeIO();
  const isGlb = bytes.length >= 4 && new TextDecoder().decode(bytes.subarray(0, 4)) === "glTF";
  try {
    if (isGlb) {
      const { json, bin } = splitGlb(bytes);
      checkGltfBounds(json, bin, {});
      return await io.readBinary(bytes);
    }
    const json: unknown = JSON.parse(new TextDecoder().decode(bytes));
    checkGltfBounds(json, undefined, resources);
    return await io.readJSON({ json: json as Parameters<NodeIO["readJSON"]>[0]["json"], resources });
  } catch (cause) {
    if (cause instanceof CityModelError) throw cause;
    throw new CityModelError("malformed_gltf", (cause as Error).message, { cause });
  }
}

/**
 * Read a glTF 2.0 model (GLB, or .gltf JSON with embedded or given buffers) into one building placed by the
 * user's anchor. glTF is Y-up with -Z forward: (x, y, z) becomes (x east, -z north, y up) before placement.
 * Node transforms of the default scene are applied. Errors: malformed_gltf, no_buildings.
 */
export async function readGltf(
  bytes: Uint8Array,
  placement: Placement,
  options: GltfOptions = {},
): Promise<Building> {
  const doc = await load(bytes, options.resources ?? {});
  const root = doc.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const byType = new Map<SurfaceType, number[]>();
  let meshCount = 0;
  const p = [0, 0, 0];
  scene?.traverse((node) => {
    const mesh = node.getMesh();
    if (!mesh) return;
    meshCount++;
    const m = node.getWorldMatrix();
    for (const prim of mesh.listPrimitives()) {
      const pos = prim.getAttribute("POSITION");
      if (!pos || prim.getMode() !== TRIANGLES) continue;
      const idx = prim.getIndices();
      const count = idx ? idx.getCount() : pos.getCount();
      const world: number[] = [];
      for (let i = 0; i < count; i++) {
        pos.getElement(idx ? idx.getScalar(i) : i, p);
        const [x, y, z] = p as [number, number, number];
        const wx = m[0] * x + m[4] * y + m[8] * z + m[12];
        const wy = m[1] * x + m[5] * y + m[9] * z + m[13];
        const wz = m[2] * x + m[6] * y + m[10] * z + m[14];
        world.push(wx, -wz, wy); // Y-up to Z-up
      }
      for (let t = 0; t + 8 < world.length; t += 9) {
        const tri = world.slice(t, t + 9) as [
          number,
          number,
          number,
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        const type = classify(...tri);
        let out = byType.get(type);
        if (!out) byType.set(type, (out = []));
        out.push(...tri);
      }
    }
  });
  const meshes: ModelMesh[] = [...byType].map(([type, positions]) => ({ type, positions }));
  if (meshes.length === 0) throw new CityModelError("no_buildings", "the glTF scene has no triangle mesh");
  let zMin = Infinity;
  for (const mm of meshes)
    for (let i = 2; i < mm.positions.length; i += 3) zMin = Math.min(zMin, mm.positions[i]);
  return meshesToBuilding(options.id ?? "gltf", "gltf", meshes, anchorTransform(placement, zMin), {
    extra: { meshes: meshCount },
  });
}
