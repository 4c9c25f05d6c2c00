import { SPHERE_METRES_PER_DEGREE, sphereEastMetres } from "@soracity/engine/geometry";

// The walls layer (壁面日影, issue 24 §2) holds one GeoJSON point per wall sample (lon, lat, z) with the
// sample's building, surface (facade index), outward normal and hours. On the 2D map a facade is a segment
// along the ground, from its outermost samples, coloured by its worst sample (the one shaded longest).

interface WallPoint {
  properties?: Record<string, unknown> | null;
  geometry?: { type: string; coordinates?: unknown } | null;
}

/** One facade of the walls layer on the map. */
export interface FacadeSegment {
  building: string | null;
  facade: number;
  /** The segment's ends, `[lat, lon]` (Leaflet's order). */
  from: [number, number];
  to: [number, number];
  /** Shade hours of the worst and the least shaded sample, the worst one's height (frame z, m). */
  worst: number;
  least: number;
  worstZ: number;
  samples: number;
}

const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

interface Sample {
  lon: number;
  lat: number;
  z: number;
  hours: number;
}

/** The ends of a facade: the samples furthest apart along it (across the normal, in local metres). */
function ends(samples: Sample[], normal: readonly number[]): [Sample, Sample] {
  const first = samples[0];
  const [nx = 0, ny = 0] = normal;
  // Along the facade: the normal turned a quarter; a facade without a horizontal normal runs east.
  const [tx, ty] = Math.hypot(nx, ny) > 1e-6 ? [-ny, nx] : [1, 0];
  const along = (s: Sample) =>
    sphereEastMetres(s.lon - first.lon, first.lat) * tx + (s.lat - first.lat) * SPHERE_METRES_PER_DEGREE * ty;
  let low = first;
  let high = first;
  for (const s of samples) {
    if (along(s) < along(low)) low = s;
    if (along(s) > along(high)) high = s;
  }
  return [low, high];
}

/** The facades of a walls layer's points, worst first. */
export function facadeSegments(data: unknown): FacadeSegment[] {
  const features = (data as { features?: WallPoint[] } | undefined)?.features;
  if (!Array.isArray(features)) return [];
  const groups = new Map<
    string,
    { building: string | null; facade: number; normal: number[]; samples: Sample[] }
  >();
  for (const feature of features) {
    const p = feature.properties ?? {};
    const at = feature.geometry?.type === "Point" ? feature.geometry.coordinates : null;
    const hours = num(p.shaded_hours);
    const facade = num(p.surface);
    if (!Array.isArray(at) || hours === null || facade === null) continue;
    const [lon, lat] = [num(at[0]), num(at[1])];
    if (lon === null || lat === null) continue;
    const building = typeof p.building === "string" ? p.building : null;
    const normal = Array.isArray(p.normal) ? p.normal.map((v) => num(v) ?? 0) : [];
    // Buildings without an id share `null`: the normal keeps their facades apart as far as it can.
    const key = `${building ?? ""}|${facade}|${building === null ? normal.join(",") : ""}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { building, facade, normal, samples: [] }));
    group.samples.push({ lon, lat, z: num(p.z) ?? num(at[2]) ?? 0, hours });
  }
  const out: FacadeSegment[] = [];
  for (const { building, facade, normal, samples } of groups.values()) {
    const [a, b] = ends(samples, normal);
    let worst = samples[0];
    let least = worst.hours;
    for (const s of samples) {
      if (s.hours > worst.hours) worst = s;
      least = Math.min(least, s.hours);
    }
    out.push({
      building,
      facade,
      from: [a.lat, a.lon],
      to: [b.lat, b.lon],
      worst: worst.hours,
      least,
      worstZ: worst.z,
      samples: samples.length,
    });
  }
  return out.sort((a, b) => b.worst - a.worst);
}
