// The wall sun (壁面日影) fixture scenes of issue 14 and their brute-force expected hours. The scenes are
// shadow command inputs; `referenceHours` computes what every wall sample should get with wallReference.ts
// (1-second slices, exact ray-prism cuts), independently of the engine's shading path. The fixture file
// test/fixtures/shadow/walls-exact.json is written by generateWallFixture.ts from these.
import { regulationSun } from "../../sun/regulation";
import { prepareJob } from "../run";
import type { ShadowSceneInput } from "../run";
import { prismToMesh } from "../synthetic";
import type { PrismBuilding } from "../types";
import { wallSamples } from "../wallSamples";
import type { ReferencePrism, ReferenceSample } from "./wallReference";
import { referenceWallHours } from "./wallReference";

/** Regulation sun of the cases: Tokyo, winter solstice, true solar time 8-16, 1-minute steps. */
export const CASE_SUN = {
  mode: "regulation",
  latitude: 35.6833,
  declination: -23.45,
  start: "08:00",
  end: "16:00",
  stepMinutes: 1,
} as const;

const box = (id: string, x0: number, y0: number, x1: number, y1: number, height: number): PrismBuilding => ({
  id,
  footprint: [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ],
  base: 0,
  height,
});

/** Rotate a footprint by `degrees` counter-clockwise about (cx, cy). */
function rotated(ring: readonly (readonly [number, number])[], degrees: number, cx = 0, cy = 0) {
  const a = (degrees * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return ring.map(
    ([x, y]) => [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c] as [number, number],
  );
}

/** Noon altitude of the cases' sun (degrees): 90 - latitude + declination. */
const NOON_TAN = Math.tan(((90 - CASE_SUN.latitude + CASE_SUN.declination) * Math.PI) / 180);

// L-shaped building turned 20 degrees (its inner corner shades its own walls) and a courtyard building.
const lShape: PrismBuilding = {
  id: "l-shape",
  footprint: rotated(
    [
      [-20, -10],
      [4, -10],
      [4, -2],
      [-12, -2],
      [-12, 16],
      [-20, 16],
    ],
    20,
  ),
  base: 0,
  height: 18,
};
const courtyard: PrismBuilding = {
  id: "courtyard",
  footprint: [
    [14, 4],
    [42, 4],
    [42, 30],
    [14, 30],
  ],
  holes: [
    [
      [22, 12],
      [22, 22],
      [34, 22],
      [34, 12],
    ],
  ],
  base: 0,
  height: 12,
};

// A long low block south of a facade, its north roof edge 12 m from the facade and 5 cm below the line
// from the facade's third sample row (z = 5 m) to the noon sun: that row's rays graze the edge around
// noon, where the sun's altitude hardly changes.
const GRAZE_DISTANCE = 12;
const grazeHeight = 5 + (GRAZE_DISTANCE - 0.01) * NOON_TAN - 0.05;

export interface WallCase {
  name: string;
  description: string;
  input: ShadowSceneInput;
}

export const WALL_CASES: WallCase[] = [
  {
    name: "facade-behind-20m-block",
    description:
      "Issue 14's scene: a 30 m x 10 m, 15 m building 15 m north of a 20 m x 10 m, 20 m block; all its walls at 2 m.",
    input: {
      sun: CASE_SUN,
      buildings: [box("facade", -15, 0, 15, 10, 15), box("block-20m", -10, -25, 10, -15, 20)],
      walls: { spacing: 2, buildings: ["facade"] },
    },
  },
  {
    name: "l-shape-and-courtyard",
    description:
      "An L-shaped building turned 20 degrees (self-shading at its inner corner; walls facing the sun for part of the day) and a courtyard building (walls around the courtyard); all walls at 2 m.",
    input: { sun: CASE_SUN, buildings: [lShape, courtyard], walls: { spacing: 2 } },
  },
  {
    name: "l-shape-as-mesh",
    description:
      "The L-shaped building and its neighbour as closed triangle meshes (LOD2 path): the same solids, sampled at triangle centroids.",
    input: {
      sun: CASE_SUN,
      buildings: [prismToMesh(lShape, 2, 3), prismToMesh(box("block", 8, -30, 20, -22, 16), 1, 1)],
      walls: { spacing: 2, buildings: ["l-shape"] },
    },
  },
  {
    name: "grazing-roof-edge",
    description: `A 40 m, 20 m facade; 12 m south of it a 60 m long block ${grazeHeight.toFixed(4)} m high whose north roof edge the rays of the facade's z = 5 m samples graze around noon.`,
    input: {
      sun: CASE_SUN,
      buildings: [
        box("facade", -20, 0, 20, 8, 20),
        box("low-block", -30, -22, 30, -GRAZE_DISTANCE, grazeHeight),
      ],
      walls: { spacing: 2, buildings: ["facade"] },
    },
  },
];

/** The solid of a building as the reference sees it (meshes of these cases are prisms turned to meshes). */
function referencePrism(building: PrismBuilding): ReferencePrism {
  return {
    rings: [building.footprint, ...(building.holes ?? [])].map((ring) =>
      ring.map(([x, y]) => [x, y] as const),
    ),
    base: building.base,
    top: building.base + building.height,
  };
}

const SOLIDS: Record<string, PrismBuilding[]> = {
  "l-shape-as-mesh": [lShape, box("block", 8, -30, 20, -22, 16)],
};

export interface ExpectedSample {
  x: number;
  y: number;
  z: number;
  sunlitHours: number;
  sunlitPerInterval: number[];
}

/**
 * Expected sunlit hours of every wall sample of a case (in the order of `wallSamples`), by the brute-force
 * reference; `only` limits it to those sample indices.
 */
export function referenceHours(wallCase: WallCase, only?: readonly number[]): ExpectedSample[] {
  const job = prepareJob(wallCase.input);
  if (!job.walls) throw new Error(`case ${wallCase.name} has no walls`);
  const samples = wallSamples(job.scene, job.walls.spacing, job.walls.targets ?? undefined);
  const solids = SOLIDS[wallCase.name] ?? (wallCase.input.buildings as PrismBuilding[]);
  const indices = only ?? Array.from({ length: samples.count }, (_, i) => i);
  const picked: ReferenceSample[] = indices.map((i) => ({
    position: [samples.position[i * 3], samples.position[i * 3 + 1], samples.position[i * 3 + 2]] as [
      number,
      number,
      number,
    ],
    normal: [samples.normal[i * 3], samples.normal[i * 3 + 1], samples.normal[i * 3 + 2]] as [
      number,
      number,
      number,
    ],
  }));
  const sun = (t: number) => regulationSun(CASE_SUN.latitude, CASE_SUN.declination, t).vector;
  const hours = referenceWallHours(solids.map(referencePrism), picked, sun, 8, 16, 1);
  return picked.map((sample, k) => ({
    x: sample.position[0],
    y: sample.position[1],
    z: sample.position[2],
    sunlitHours: hours[k]!.reduce((a, b) => a + b, 0),
    sunlitPerInterval: hours[k]!,
  }));
}
