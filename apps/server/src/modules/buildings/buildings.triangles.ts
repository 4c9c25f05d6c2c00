import type { SurfaceTriangles, SurfaceType } from "@soracity/citymodel";
import { EnuFrame, type Geodetic } from "@soracity/citymodel";

/**
 * Compact LOD2 storage (bytea): little-endian
 * `"SCT1"` | u32 surface count | f64 origin lon, lat, h | per surface: u8 type, 3 pad, u32 triangle count,
 * f32 x 9 per triangle (east, north, up metres in the ENU frame at the origin).
 * Float32 keeps about 0.1 mm at 1 km from the origin, and the origin is the building's own centre.
 */
const MAGIC = 0x31544353; // "SCT1"
const HEADER_BYTES = 32;
export const SURFACE_TYPES: readonly SurfaceType[] = [
  "roof",
  "wall",
  "ground",
  "outerCeiling",
  "outerFloor",
  "closure",
  "other",
];

export interface LocalSurfaces {
  origin: Geodetic;
  surfaces: { type: SurfaceType; positions: Float32Array }[];
}

/** Encodes geographic triangles around `origin`; null when there are none. */
export function encodeTriangles(surfaces: readonly SurfaceTriangles[], origin: Geodetic): Buffer | null {
  const kept = surfaces.filter((s) => s.positions.length >= 9);
  if (kept.length === 0) return null;
  let bytes = HEADER_BYTES;
  for (const s of kept) bytes += 8 + Math.floor(s.positions.length / 9) * 36;
  const buf = Buffer.alloc(bytes);
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, kept.length, true);
  view.setFloat64(8, origin[0], true);
  view.setFloat64(16, origin[1], true);
  view.setFloat64(24, origin[2], true);
  const frame = new EnuFrame(origin);
  let at = HEADER_BYTES;
  for (const s of kept) {
    const triangles = Math.floor(s.positions.length / 9);
    view.setUint8(at, SURFACE_TYPES.indexOf(s.type));
    view.setUint32(at + 4, triangles, true);
    at += 8;
    const p = s.positions;
    for (let i = 0; i < triangles * 9; i += 3) {
      const [e, n, u] = frame.toLocal([p[i], p[i + 1], p[i + 2]]);
      view.setFloat32(at, e, true);
      view.setFloat32(at + 4, n, true);
      view.setFloat32(at + 8, u, true);
      at += 12;
    }
  }
  return buf;
}

/** Decodes `encodeTriangles` output; throws on a foreign or cut-off buffer. */
export function decodeTriangles(buf: Uint8Array): LocalSurfaces {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  if (buf.byteLength < HEADER_BYTES || view.getUint32(0, true) !== MAGIC)
    throw new Error("not an SCT1 buffer");
  const count = view.getUint32(4, true);
  const origin: Geodetic = [view.getFloat64(8, true), view.getFloat64(16, true), view.getFloat64(24, true)];
  const surfaces: LocalSurfaces["surfaces"] = [];
  let at = HEADER_BYTES;
  for (let s = 0; s < count; s++) {
    const type = SURFACE_TYPES[view.getUint8(at)] ?? "other";
    const floats = view.getUint32(at + 4, true) * 9;
    at += 8;
    if (at + floats * 4 > buf.byteLength) throw new Error("cut-off SCT1 buffer");
    const positions = new Float32Array(floats);
    for (let i = 0; i < floats; i++) positions[i] = view.getFloat32(at + i * 4, true);
    at += floats * 4;
    surfaces.push({ type, positions });
  }
  return { origin, surfaces };
}
