import type { SunVector } from "../sun/regulation";

/**
 * A depth map seen from the sun: every surface is projected onto the plane perpendicular to the sun vector
 * S (axes U horizontal, V = S x U) and each texel keeps the largest depth w = p . S (the surface nearest
 * the sun) and that surface's face id. A point is shaded when a surface other than its own face lies
 * nearer the sun on its texel by more than `bias`.
 */
export class SunDepthMap {
  readonly texel: number;
  private depth = new Float32Array(0);
  private faces = new Int32Array(0);
  private ux = 1;
  private uy = 0;
  private vx = 0;
  private vy = 0;
  private vz = 0;
  private sx = 0;
  private sy = 0;
  private sz = 1;
  private u0 = 0;
  private v0 = 0;
  nu = 0;
  nv = 0;

  constructor(texel: number) {
    this.texel = texel;
  }

  /** Set up the view for sun `s` over a scene bbox (min x, y, z, max x, y, z) and clear the buffers. */
  reset(s: SunVector, bbox: readonly number[]): void {
    const [sx, sy, sz] = s;
    const h = Math.hypot(sx, sy);
    this.sx = sx;
    this.sy = sy;
    this.sz = sz;
    this.ux = h > 1e-9 ? -sy / h : 1;
    this.uy = h > 1e-9 ? sx / h : 0;
    // V = S x U (U has no z component).
    this.vx = -sz * this.uy;
    this.vy = sz * this.ux;
    this.vz = sx * this.uy - sy * this.ux;
    let umin = Infinity;
    let umax = -Infinity;
    let vmin = Infinity;
    let vmax = -Infinity;
    for (let c = 0; c < 8; c++) {
      const x = bbox[c & 1 ? 3 : 0] as number;
      const y = bbox[c & 2 ? 4 : 1] as number;
      const z = bbox[c & 4 ? 5 : 2] as number;
      const u = x * this.ux + y * this.uy;
      const v = x * this.vx + y * this.vy + z * this.vz;
      umin = Math.min(umin, u);
      umax = Math.max(umax, u);
      vmin = Math.min(vmin, v);
      vmax = Math.max(vmax, v);
    }
    this.u0 = umin - this.texel;
    this.v0 = vmin - this.texel;
    this.nu = Math.ceil((umax - umin) / this.texel) + 3;
    this.nv = Math.ceil((vmax - vmin) / this.texel) + 3;
    const n = this.nu * this.nv;
    if (this.depth.length < n) {
      this.depth = new Float32Array(n);
      this.faces = new Int32Array(n);
    }
    this.depth.fill(-Infinity, 0, n);
  }

  /** Draw a triangle (world coordinates) with face id `face`. */
  triangle(
    ax: number,
    ay: number,
    az: number,
    bx: number,
    by: number,
    bz: number,
    cx: number,
    cy: number,
    cz: number,
    face: number,
  ): void {
    // Texel coordinates (texel centres at integers) and depth of the three vertices.
    const it = 1 / this.texel;
    const { ux, uy, vx, vy, vz, sx, sy, sz, u0, v0 } = this;
    const au = (ax * ux + ay * uy - u0) * it - 0.5;
    const av = (ax * vx + ay * vy + az * vz - v0) * it - 0.5;
    const aw = ax * sx + ay * sy + az * sz;
    const bu = (bx * ux + by * uy - u0) * it - 0.5;
    const bv = (bx * vx + by * vy + bz * vz - v0) * it - 0.5;
    const bw = bx * sx + by * sy + bz * sz;
    const cu = (cx * ux + cy * uy - u0) * it - 0.5;
    const cv = (cx * vx + cy * vy + cz * vz - v0) * it - 0.5;
    const cw = cx * sx + cy * sy + cz * sz;
    const area = (bu - au) * (cv - av) - (bv - av) * (cu - au);
    if (Math.abs(area) < 1e-12) return;
    // Depth is affine over the triangle: w = aw + dwdu (u - au) + dwdv (v - av).
    const dwdu = ((bw - aw) * (cv - av) - (cw - aw) * (bv - av)) / area;
    const dwdv = ((cw - aw) * (bu - au) - (bw - aw) * (cu - au)) / area;
    // Scanline: sort vertices by v, then walk the long edge (a-c) against the two short ones.
    let x0 = au,
      y0 = av,
      x1 = bu,
      y1 = bv,
      x2 = cu,
      y2 = cv;
    if (y1 < y0) [x0, y0, x1, y1] = [x1, y1, x0, y0];
    if (y2 < y0) [x0, y0, x2, y2] = [x2, y2, x0, y0];
    if (y2 < y1) [x1, y1, x2, y2] = [x2, y2, x1, y1];
    const j0 = Math.max(0, Math.ceil(y0));
    const j1 = Math.min(this.nv - 1, Math.floor(y2));
    const depth = this.depth;
    const faces = this.faces;
    const nu = this.nu;
    const longSlope = y2 > y0 ? (x2 - x0) / (y2 - y0) : 0;
    for (let j = j0; j <= j1; j++) {
      const xl = x0 + (j - y0) * longSlope;
      const xs =
        j < y1
          ? y1 > y0
            ? x0 + ((j - y0) * (x1 - x0)) / (y1 - y0)
            : x1
          : y2 > y1
            ? x1 + ((j - y1) * (x2 - x1)) / (y2 - y1)
            : x1;
      let i0 = Math.ceil(Math.min(xl, xs) - 1e-9);
      let i1 = Math.floor(Math.max(xl, xs) + 1e-9);
      if (i0 < 0) i0 = 0;
      if (i1 > nu - 1) i1 = nu - 1;
      let w = aw + dwdu * (i0 - au) + dwdv * (j - av);
      let k = j * nu + i0;
      for (let i = i0; i <= i1; i++, k++, w += dwdu) {
        if (w > (depth[k] as number)) {
          depth[k] = w;
          faces[k] = face;
        }
      }
    }
  }

  /** Is the point shaded by a surface other than `face` (nearer the sun by more than `bias` metres)? */
  shaded(x: number, y: number, z: number, face: number, bias: number): boolean {
    const i = Math.round((x * this.ux + y * this.uy - this.u0) / this.texel - 0.5);
    const j = Math.round((x * this.vx + y * this.vy + z * this.vz - this.v0) / this.texel - 0.5);
    if (i < 0 || j < 0 || i >= this.nu || j >= this.nv) return false;
    const k = j * this.nu + i;
    const d = this.depth[k] as number;
    return d > x * this.sx + y * this.sy + z * this.sz + bias && this.faces[k] !== face;
  }
}
