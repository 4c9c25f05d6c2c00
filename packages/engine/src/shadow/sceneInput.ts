import type { Hours } from "../units";
import type { SunVector } from "../sun/regulation";
import { regulationSun } from "../sun/regulation";
import { calendarSun, clockTimeForTrueSolarTime, instantOfClockTime } from "../sun/calendar";
import { ringSelfIntersection, selfIntersectionMessage } from "../geometry/simpleRing";
import { fail } from "./errors";
import type { Bbox, SunSettings } from "./params";
import type { Building } from "./types";

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** The sun (true-north frame) as a function of window hours, for validated settings. */
export function sunFunction(s: SunSettings): (time: Hours) => SunVector {
  if (s.mode === "regulation") return (t) => regulationSun(s.latitude, s.declination, t).vector;
  const site = { latitude: s.latitude, longitude: s.longitude, elevation: s.elevation };
  return (t) => {
    const instant =
      s.timeBasis === "solar"
        ? clockTimeForTrueSolarTime(s.date, t, s.longitude, s.utcOffset)
        : instantOfClockTime(s.date, t, s.utcOffset);
    return calendarSun(instant, site, { refraction: s.refraction }).vector;
  };
}

function isPoint(p: unknown): p is [number, number] {
  return Array.isArray(p) && p.length >= 2 && isNum(p[0]) && isNum(p[1]);
}

/** Validate the scene's buildings (LOD1 prisms or triangle meshes). */
export function validateBuildings(value: unknown): Building[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return fail("invalid_building", "buildings must be an array");
  return value.map((b: unknown, i): Building => {
    const o = b as Record<string, unknown>;
    if (typeof o !== "object" || o === null)
      return fail("invalid_building", `building ${i} is not an object`);
    if (o.positions !== undefined) {
      const positions = o.positions;
      if (!Array.isArray(positions) || positions.length % 9 !== 0 || !positions.every(isNum)) {
        if (!(positions instanceof Float32Array || positions instanceof Float64Array))
          return fail("invalid_building", `building ${i}: positions must be numbers, 3 per vertex`);
      }
      const indices = o.indices as number[] | undefined;
      return {
        id: o.id as string | undefined,
        positions: positions,
        ...(indices ? { indices } : {}),
        ...(o.closed === true ? { closed: true } : {}),
      };
    }
    const footprint = o.footprint;
    if (!Array.isArray(footprint) || footprint.length < 3 || !footprint.every(isPoint))
      return fail("invalid_building", `building ${i}: footprint needs at least 3 [x, y] points`);
    const holes = o.holes;
    if (
      holes !== undefined &&
      (!Array.isArray(holes) || !holes.every((h) => Array.isArray(h) && h.every(isPoint)))
    )
      return fail("invalid_building", `building ${i}: holes must be rings of [x, y]`);
    simpleRings(o.id, i, [footprint, ...((holes as unknown[][] | undefined) ?? [])]);
    const base = o.base ?? 0;
    if (!isNum(base) || !isNum(o.height) || o.height < 0)
      return fail("invalid_building", `building ${i}: base and height must be numbers, height >= 0`);
    return {
      id: o.id as string | undefined,
      ...(o.planned === true ? { planned: true } : {}),
      footprint: footprint,
      ...(holes ? { holes: holes } : {}),
      base,
      height: o.height,
    };
  });
}

/**
 * A footprint or hole that crosses itself (a bow-tie) has no agreed inside: the grid's scanline and the points'
 * ray test would fill it differently, so it is refused, naming the building (its id, else its index).
 */
function simpleRings(id: unknown, index: number, rings: readonly unknown[][]): void {
  rings.forEach((ring, k) => {
    const crossing = ringSelfIntersection(ring as [number, number][]);
    if (!crossing) return;
    const name = typeof id === "string" && id !== "" ? id : String(index);
    const which = k === 0 ? "footprint" : `hole ${k - 1}`;
    fail("invalid_building", selfIntersectionMessage(name, crossing, which));
  });
}

export function validatePoints(value: unknown): [number, number][] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isPoint))
    return fail("invalid_point", "points must be [x, y] pairs");
  return value.map((p) => [p[0], p[1]]);
}

/** Horizontal bbox of a building. */
export function buildingBbox(b: Building): Bbox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  if ("positions" in b) {
    for (let i = 0; i + 2 < b.positions.length; i += 3) {
      const x = b.positions[i]!;
      const y = b.positions[i + 1]!;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  } else {
    for (const [x, y] of b.footprint) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return [minX, minY, maxX, maxY];
}

/** Buildings whose bbox meets the target range (all when no range is given). */
export function inTargetRange(buildings: Building[], target: Bbox | null): Building[] {
  if (!target) return buildings;
  return buildings.filter((b) => {
    const [a, c, d, e] = buildingBbox(b);
    return a <= target[2] && d >= target[0] && c <= target[3] && e >= target[1];
  });
}
