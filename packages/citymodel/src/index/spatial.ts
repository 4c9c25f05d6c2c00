import Flatbush from "flatbush";
import { SPHERE_METRES_PER_DEGREE } from "@soracity/engine/geometry";
import type { Degrees, Meters } from "@soracity/engine/units";
import { EnuFrame } from "../geo/enu";
import { pointInPolygon, pointSegmentDistance, polygonsIntersect } from "../geom/rings";
import type { Building, LonLatPolygon } from "../model";

/** [minLon, minLat, maxLon, maxLat] in degrees. */
export type LonLatBbox = readonly [Degrees, Degrees, Degrees, Degrees];

/** A query area: a bbox, a polygon (rings of [lon, lat]) or a circle of `radius` metres. */
export type QueryArea =
  { bbox: LonLatBbox } | { polygon: LonLatPolygon } | { center: readonly [Degrees, Degrees]; radius: Meters };

function footprintBbox(b: Building): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const poly of b.footprint)
    for (const [lon, lat] of poly[0] ?? []) {
      x0 = Math.min(x0, lon);
      y0 = Math.min(y0, lat);
      x1 = Math.max(x1, lon);
      y1 = Math.max(y1, lat);
    }
  return [x0, y0, x1, y1];
}

/**
 * Static spatial index over building footprints (flatbush R-tree on lon/lat boxes), with exact footprint tests
 * on top. Build once per tile or city; queries are read-only.
 */
export class CityIndex {
  readonly buildings: readonly Building[];
  private readonly tree: Flatbush | null;

  constructor(buildings: readonly Building[]) {
    this.buildings = buildings.filter((b) => b.footprint.length > 0);
    if (this.buildings.length === 0) {
      this.tree = null;
      return;
    }
    const tree = new Flatbush(this.buildings.length);
    for (const b of this.buildings) tree.add(...footprintBbox(b));
    tree.finish();
    this.tree = tree;
  }

  /** Indices into `buildings` whose footprint boxes overlap the box (no exact test: the fast path). */
  search([minLon, minLat, maxLon, maxLat]: LonLatBbox): number[] {
    return this.tree ? this.tree.search(minLon, minLat, maxLon, maxLat) : [];
  }

  /** Buildings whose footprint intersects the bbox. */
  inBbox(bbox: LonLatBbox): Building[] {
    const [x0, y0, x1, y1] = bbox;
    const out: Building[] = [];
    let box: LonLatPolygon | null = null;
    for (const i of this.search(bbox)) {
      const b = this.buildings[i];
      // Fast path: a footprint vertex inside the box settles it; only the rest needs edge tests.
      const hit = b.footprint.some((poly) =>
        (poly[0] ?? []).some(([x, y]) => x >= x0 && x <= x1 && y >= y0 && y <= y1),
      );
      if (hit) {
        out.push(b);
        continue;
      }
      box ??= [
        [
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x0, y1],
        ],
      ];
      const square = box;
      if (b.footprint.some((p) => polygonsIntersect(p, square))) out.push(b);
    }
    return out;
  }

  /** Buildings whose footprint intersects the polygon. */
  inPolygon(polygon: LonLatPolygon): Building[] {
    const outer = polygon[0] ?? [];
    const bbox: LonLatBbox = [
      Math.min(...outer.map((p) => p[0])),
      Math.min(...outer.map((p) => p[1])),
      Math.max(...outer.map((p) => p[0])),
      Math.max(...outer.map((p) => p[1])),
    ];
    return this.search(bbox)
      .map((i) => this.buildings[i])
      .filter((b) => b.footprint.some((p) => polygonsIntersect(p, polygon)));
  }

  /** Buildings whose footprint comes within `radius` metres of the point (0 inside). */
  withinDistance(center: readonly [Degrees, Degrees], radius: Meters): Building[] {
    const [lon, lat] = center;
    // Search box: the circle on the sphere, 1 % wider.
    const dLat = (radius / SPHERE_METRES_PER_DEGREE) * 1.01;
    const dLon = dLat / Math.cos((lat * Math.PI) / 180);
    const frame = new EnuFrame([lon, lat, 0]);
    return this.search([lon - dLon, lat - dLat, lon + dLon, lat + dLat])
      .map((i) => this.buildings[i])
      .filter((b) => distanceToFootprint(frame, b) <= radius);
  }

  /** Buildings in an area of any kind. */
  query(area: QueryArea): Building[] {
    if ("bbox" in area) return this.inBbox(area.bbox);
    if ("polygon" in area) return this.inPolygon(area.polygon);
    return this.withinDistance(area.center, area.radius);
  }

  /** The tallest building in an area: its height (m) and top (m, orthometric); undefined when none. */
  tallest(area: QueryArea): { building: Building; height: Meters; topZ: Meters } | undefined {
    let best: Building | undefined;
    for (const b of this.query(area)) if (!best || b.height > best.height) best = b;
    return best ? { building: best, height: best.height, topZ: best.groundZ + best.height } : undefined;
  }
}

/** Distance (m) from the frame's origin to a building footprint, 0 when inside. */
function distanceToFootprint(frame: EnuFrame, b: Building): Meters {
  let best = Infinity;
  for (const poly of b.footprint) {
    const rings = poly.map((ring) =>
      ring.map(([lon, lat]) => frame.toLocal([lon, lat, 0]).slice(0, 2) as [number, number]),
    );
    if (pointInPolygon(0, 0, rings)) return 0;
    for (const ring of rings)
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [ax, ay] = ring[j];
        const [bx, by] = ring[i];
        best = Math.min(best, pointSegmentDistance(0, 0, ax, ay, bx, by));
      }
  }
  return best;
}
