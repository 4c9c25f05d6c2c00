import type { SkyCheck, SlantParameters } from "@soracity/contracts";
import {
  type SiteEdge,
  type SlantSite,
  type XY,
  northFacingEdges,
  siteEdges,
  trueNorth,
} from "./slantPlanes";

/** A measurement point of 令135条の9〜11: the check, the caller's edge index, and its place (local metres). */
export interface MeasurementPoint {
  readonly check: SkyCheck;
  readonly edge: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/**
 * Points from `a` to `b`, both ends included, at equal spacing no more than `spacing` (令135条の9〜11 each
 * place points at the two ends and, where the line between is longer than the spacing, evenly between them).
 */
export function evenPoints(a: XY, b: XY, spacing: number): XY[] {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const intervals = Math.max(1, Math.ceil(length / spacing - 1e-9));
  return Array.from({ length: intervals + 1 }, (_, i): XY => {
    const t = i / intervals;
    return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  });
}

const outward = (edge: SiteEdge, d: number): [XY, XY] => {
  const [ox, oy] = [-edge.inward[0] * d, -edge.inward[1] * d];
  return [
    [edge.a[0] + ox, edge.a[1] + oy],
    [edge.b[0] + ox, edge.b[1] + oy],
  ];
};
const setbackOf = (edge: SiteEdge) => Math.max(0, edge.role.setback ?? 0);

/**
 * Road (法56条7項1号, 令135条の9第1項): at the height of the road's centre, on the far side boundary of the road
 * (moved out by the setback, 令135条の9第2項 with 法56条2項) between the points nearest to the two ends of the
 * site's frontage, at equal spacing of at most half the road width (with a setback, half of the width plus
 * twice the setback).
 */
export function roadPoints(site: SlantSite): MeasurementPoint[] {
  const z = site.roadLevel ?? site.groundLevel ?? 0;
  return siteEdges(site).flatMap((edge) => {
    if (edge.role.kind !== "road") return [];
    const s = setbackOf(edge);
    const [a, b] = outward(edge, edge.role.width + s);
    return evenPoints(a, b, (edge.role.width + 2 * s) / 2).map(([x, y]) => ({
      check: "road" as const,
      edge: edge.index,
      x,
      y,
      z,
    }));
  });
}

/**
 * Neighbour (法56条7項2号, 令135条の10): at the ground level, on the base line 16 m (planes of slope 1.25) or
 * 12.4 m (2.5) out from the neighbour boundary (moved out by the setback, 令135条の10第2項), between the points
 * facing the two ends of the boundary, at equal spacing of at most 8 m or 6.2 m.
 */
export function neighbourPoints(site: SlantSite, parameters: SlantParameters): MeasurementPoint[] {
  const plane = parameters.neighbour;
  if (!plane) return [];
  const steep = plane.slope > 1.25;
  const [offset, spacing] = steep ? [12.4, 6.2] : [16, 8];
  const z = site.groundLevel ?? 0;
  return siteEdges(site).flatMap((edge) => {
    if (edge.role.kind !== "neighbour") return [];
    const [a, b] = outward(edge, offset + setbackOf(edge));
    return evenPoints(a, b, spacing).map(([x, y]) => ({
      check: "neighbour" as const,
      edge: edge.index,
      x,
      y,
      z,
    }));
  });
}

/**
 * North (法56条7項3号, 令135条の11): at the ground level, on the base line due north of the neighbour boundaries
 * that face north, 4 m out in the low-rise zones (5 m planes) or 8 m in the 中高層 zones (10 m planes), between
 * the points due north of the two ends of the boundary, at equal spacing of at most 1 m or 2 m.
 */
export function northPoints(site: SlantSite, parameters: SlantParameters): MeasurementPoint[] {
  const plane = parameters.north;
  if (!plane) return [];
  const [offset, spacing] = plane.rise > 5 ? [8, 2] : [4, 1];
  const [nx, ny] = trueNorth(site);
  const z = site.groundLevel ?? 0;
  return northFacingEdges(site).flatMap(({ edge }) => {
    if (edge.role.kind !== "neighbour") return [];
    const a: XY = [edge.a[0] + nx * offset, edge.a[1] + ny * offset];
    const b: XY = [edge.b[0] + nx * offset, edge.b[1] + ny * offset];
    return evenPoints(a, b, spacing).map(([x, y]) => ({
      check: "north" as const,
      edge: edge.index,
      x,
      y,
      z,
    }));
  });
}

/** The measurement points of one check. */
export function measurementPoints(
  check: SkyCheck,
  site: SlantSite,
  parameters: SlantParameters,
): MeasurementPoint[] {
  if (check === "road") return roadPoints(site);
  return check === "neighbour" ? neighbourPoints(site, parameters) : northPoints(site, parameters);
}
