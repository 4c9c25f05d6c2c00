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
    const b = samples.building[i] as number;
    const s = samples.surface[i] as number;
    let surfaces = byBuilding.get(b);
    if (!surfaces) byBuilding.set(b, (surfaces = new Map<number, WallSurfaceOut>()));
    let surface = surfaces.get(s);
    if (!surface) {
      const nv = samples.normal;
      surface = {
        surface: s,
        normal: [round(nv[i * 3] as number), round(nv[i * 3 + 1] as number), round(nv[i * 3 + 2] as number)],
        samples: [],
      };
      surfaces.set(s, surface);
    }
    const per: number[] = [];
    for (let m = 0; m < n; m++) per.push(round(hours.sunlitPerInterval[i * n + m] as number, 4));
    surface.samples.push({
      x: round(samples.position[i * 3] as number),
      y: round(samples.position[i * 3 + 1] as number),
      z: round(samples.position[i * 3 + 2] as number),
      sunlitHours: round(hours.sunlit[i] as number, 4),
      shadedHours: round(hours.shaded[i] as number, 4),
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
