import type { Building } from "./types";
import type { WallSamples } from "./wallSamples";
import type { WallHours } from "./walls";

const round = (v: number, digits = 3): number => Math.round(v * 10 ** digits) / 10 ** digits;

export interface WallSampleOut {
  x: number;
  y: number;
  z: number;
  sunlitHours: number;
  shadedHours: number;
  /** Sunlit hours in each output interval. */
  sunlitPerInterval: number[];
}

export interface WallSurfaceOut {
  surface: number;
  normal: [number, number, number];
  samples: WallSampleOut[];
}

export interface WallsOut {
  intervals: [number, number][];
  buildings: { building: number; id?: string; surfaces: WallSurfaceOut[] }[];
}

/** Group wall results by building and surface for JSON output. */
export function groupWalls(buildings: readonly Building[], samples: WallSamples, hours: WallHours): WallsOut {
  const byBuilding = new Map<number, Map<number, WallSurfaceOut>>();
  const n = hours.intervals.length;
  for (let i = 0; i < samples.count; i++) {
    const b = samples.building[i]!;
    const s = samples.surface[i]!;
    let surfaces = byBuilding.get(b);
    if (!surfaces) byBuilding.set(b, (surfaces = new Map<number, WallSurfaceOut>()));
    let surface = surfaces.get(s);
    if (!surface) {
      const nv = samples.normal;
      surface = {
        surface: s,
        normal: [round(nv[i * 3]!), round(nv[i * 3 + 1]!), round(nv[i * 3 + 2]!)],
        samples: [],
      };
      surfaces.set(s, surface);
    }
    const per: number[] = [];
    for (let m = 0; m < n; m++) per.push(round(hours.sunlitPerInterval[i * n + m]!, 4));
    surface.samples.push({
      x: round(samples.position[i * 3]!),
      y: round(samples.position[i * 3 + 1]!),
      z: round(samples.position[i * 3 + 2]!),
      sunlitHours: round(hours.sunlit[i]!, 4),
      shadedHours: round(hours.shaded[i]!, 4),
      sunlitPerInterval: per,
    });
  }
  return {
    intervals: hours.intervals,
    buildings: [...byBuilding.entries()].map(([building, surfaces]) => ({
      building,
      ...(buildings[building]?.id ? { id: buildings[building]?.id } : {}),
      surfaces: [...surfaces.values()],
    })),
  };
}
