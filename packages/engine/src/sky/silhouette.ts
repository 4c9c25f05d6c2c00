// The blocked part of the sky seen from an eye, exactly: faces clipped to the upper hemisphere and to each
// azimuth quadrant (planar clips through the eye), drawn in the quadrant's gnomonic projection, unioned
// (faces overlapping in view count once), and measured with Lambert's contour formula.
import { FillRule, unionD } from "@countertype/clipper2-ts";
import type { PathD, PathsD } from "@countertype/clipper2-ts";
import { clipHalfSpace } from "./clip";
import { projectedSolidAngle } from "./lambert";
import { refineUnion } from "./refine";
import { SECTORS, direction, gnomonic } from "./sectors";
import type { Sector } from "./sectors";
import type { Solid, Vec3 } from "./types";
import { newellNormal } from "./vec";
import type { V3 } from "./vec";

/**
 * Decimal places of the unions (gnomonic |x| ≤ √3, disc |x| ≤ 1): 1e-7, far below any survey. clipper2-ts
 * computes its integer cross products in doubles: 8 places (coordinates ~1e8, products ~1e16 > 2^53) lose
 * exactness and can make a union loop forever.
 */
export const PRECISION = 7;
/** A face whose plane passes within this share of its distance from the eye is seen edge-on. */
const EDGE_ON = 1e-10;

/** One quadrant's union: rings in gnomonic coordinates (outer counter-clockwise, holes clockwise). */
export interface SectorUnion {
  readonly sector: Sector;
  readonly rings: PathsD;
}

/** The faces seen from the eye, eye-relative and clipped to z ≥ 0 (the horizon plane through the eye). */
function visibleFaces(eye: Vec3, solids: readonly Solid[]): V3[][] {
  const out: V3[][] = [];
  for (const solid of solids) {
    for (const face of solid.faces) {
      if (face.length < 3) continue;
      let above = false;
      const rel: V3[] = face.map((v) => {
        if (v.z > eye.z) above = true;
        return [v.x - eye.x, v.y - eye.y, v.z - eye.z];
      });
      if (!above) continue;
      const n = newellNormal(rel);
      const nn = Math.hypot(n[0], n[1], n[2]);
      if (nn === 0) continue; // degenerate: no area
      const p = rel[0] as V3;
      const side = (n[0] * p[0] + n[1] * p[1] + n[2] * p[2]) / nn; // signed distance of the plane from the eye
      if (Math.abs(side) <= EDGE_ON * Math.hypot(p[0], p[1], p[2])) continue; // eye on the plane: edge-on
      if (solid.outward && side >= 0) continue; // back face of a closed solid
      const clipped = clipHalfSpace(rel, 0, 0, 1);
      if (clipped.length >= 3) out.push(clipped);
    }
  }
  return out;
}

function signedArea(path: PathD): number {
  let sum = 0;
  for (let i = 0; i < path.length; i++) {
    const p = path[i] as { x: number; y: number };
    const q = path[(i + 1) % path.length] as { x: number; y: number };
    sum += p.x * q.y - q.x * p.y;
  }
  return sum / 2;
}

/** The faces' pieces in one quadrant, in its gnomonic projection, all counter-clockwise. */
function sectorPaths(sector: Sector, faces: readonly V3[][]): PathsD {
  const paths: PathsD = [];
  for (const face of faces) {
    const inX = clipHalfSpace(face, sector.sx, 0, 0);
    if (inX.length === 0) continue;
    const piece = clipHalfSpace(inX, 0, sector.sy, 0);
    if (piece.length === 0) continue;
    const path = piece.map((p) => gnomonic(sector, p));
    const area = signedArea(path);
    if (area === 0) continue;
    paths.push(area > 0 ? path : path.reverse());
  }
  return paths;
}

/** The union of the pieces, its vertices given back their exact values (see refine.ts). */
function exactUnion(paths: PathsD): PathsD {
  if (paths.length === 0) return [];
  return refineUnion(paths, unionD(paths, [], FillRule.NonZero, PRECISION), PRECISION);
}

/** The union of the faces seen from the eye, per quadrant. */
export function silhouetteSectors(eye: Vec3, solids: readonly Solid[]): SectorUnion[] {
  const faces = visibleFaces(eye, solids);
  return SECTORS.map((sector) => ({ sector, rings: exactUnion(sectorPaths(sector, faces)) }));
}

/** The unit directions of a gnomonic ring. */
export function ringDirections(sector: Sector, ring: PathD): V3[] {
  return ring.map((p) => direction(sector, p.x, p.y));
}

/** Ab: the projected solid angle of the union (steradians, 0 … π). */
export function blockedProjectedSolidAngle(sectors: readonly SectorUnion[]): number {
  let sum = 0;
  for (const { sector, rings } of sectors)
    for (const ring of rings) sum += projectedSolidAngle(ringDirections(sector, ring));
  return sum;
}
