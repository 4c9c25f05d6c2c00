// The raster cross-check (tests only): the orthographic sky map, N × N pixels over the unit disc, each pixel's
// direction ray-cast against every face; Ab ≈ (blocked pixels) × (2 / N)².
import type { Solid, Vec3 } from "../types";

interface PreparedFace {
  nx: number;
  ny: number;
  nz: number;
  k: number;
  /** The two coordinates kept for the point-in-polygon test (the normal's largest component dropped). */
  u: 0 | 1 | 2;
  v: 0 | 1 | 2;
  ring: Float64Array;
}

function prepare(eye: Vec3, solids: readonly Solid[]): PreparedFace[] {
  const out: PreparedFace[] = [];
  for (const face of solids.flatMap((s) => s.faces)) {
    const rel = face.map((q) => [q.x - eye.x, q.y - eye.y, q.z - eye.z] as const);
    let nx = 0;
    let ny = 0;
    let nz = 0;
    rel.forEach((a, i) => {
      const b = rel[(i + 1) % rel.length] ?? a;
      nx += (a[1] - b[1]) * (a[2] + b[2]);
      ny += (a[2] - b[2]) * (a[0] + b[0]);
      nz += (a[0] - b[0]) * (a[1] + b[1]);
    });
    const [ax, ay, az] = [Math.abs(nx), Math.abs(ny), Math.abs(nz)];
    if (ax + ay + az === 0) continue;
    const drop = az >= ax && az >= ay ? 2 : ay >= ax ? 1 : 0;
    const u = drop === 0 ? 1 : 0;
    const v = drop === 2 ? 1 : 2;
    const ring = new Float64Array(rel.flatMap((q) => [q[u], q[v]]));
    const first = rel[0] ?? [0, 0, 0];
    out.push({ nx, ny, nz, k: nx * first[0] + ny * first[1] + nz * first[2], u, v, ring });
  }
  return out;
}

function inside(ring: Float64Array, x: number, y: number): boolean {
  let odd = false;
  const n = ring.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = ring[2 * i] ?? 0;
    const yi = ring[2 * i + 1] ?? 0;
    const xj = ring[2 * j] ?? 0;
    const yj = ring[2 * j + 1] ?? 0;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

/** The raster estimate of the sky factor at `eye` (pixel centres sampled). */
export function rasterSkyFactor(eye: Vec3, solids: readonly Solid[], size = 1000): number {
  const faces = prepare(eye, solids);
  const pixel = 2 / size;
  let blocked = 0;
  const dir = [0, 0, 0];
  for (let j = 0; j < size; j++) {
    const y = -1 + (j + 0.5) * pixel;
    for (let i = 0; i < size; i++) {
      const x = -1 + (i + 0.5) * pixel;
      const r2 = x * x + y * y;
      if (r2 >= 1) continue;
      dir[0] = x;
      dir[1] = y;
      dir[2] = Math.sqrt(1 - r2);
      for (const f of faces) {
        const den = f.nx * x + f.ny * y + f.nz * (dir[2] ?? 0);
        if (den === 0) continue;
        const t = f.k / den;
        if (!(t > 0)) continue;
        if (inside(f.ring, t * (dir[f.u] ?? 0), t * (dir[f.v] ?? 0))) {
          blocked++;
          break;
        }
      }
    }
  }
  return 1 - (blocked * pixel * pixel) / Math.PI;
}
