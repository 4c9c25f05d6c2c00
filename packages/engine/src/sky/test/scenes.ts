// Seeded random scenes for the raster cross-check: stacked and overlapping prism tiers (some lifted over the
// eye), gable roofs and slanted planes, around an eye at the origin.
import { mulberry32 } from "../../shadow/synthetic";
import { tierSolid } from "../tiers";
import type { Solid, Vec3 } from "../types";
import { loose, p } from "./reference";

type Ring = [number, number][];

const rotated = (ring: Ring, cx: number, cy: number, turn: number): Ring =>
  ring.map(([x, y]) => [
    cx + x * Math.cos(turn) - y * Math.sin(turn),
    cy + x * Math.sin(turn) + y * Math.cos(turn),
  ]);

/** A gable roof over a w × l rectangle centred at (cx, cy), ridge along the local x axis, eaves at z0. */
function gable(cx: number, cy: number, w: number, l: number, turn: number, z0: number, rise: number): Solid {
  const [a, b, c, d] = rotated([[-w / 2, -l / 2], [w / 2, -l / 2], [w / 2, l / 2], [-w / 2, l / 2]], cx, cy, turn); // prettier-ignore
  const [r1, r2] = rotated(
    [
      [-w / 2, 0],
      [w / 2, 0],
    ],
    cx,
    cy,
    turn,
  );
  const at = (q: [number, number] | undefined, z: number): Vec3 => p(q?.[0] ?? 0, q?.[1] ?? 0, z);
  const top = z0 + rise;
  return loose(
    [at(a, z0), at(b, z0), at(r2, top), at(r1, top)],
    [at(c, z0), at(d, z0), at(r1, top), at(r2, top)],
    [at(b, z0), at(c, z0), at(r2, top)],
    [at(d, z0), at(a, z0), at(r1, top)],
  );
}

/** An L-shaped (non-convex) footprint or a rectangle, w × l, turned about its centre. */
function footprint(random: () => number, cx: number, cy: number, w: number, l: number): Ring {
  const base: Ring =
    random() < 0.5
      ? [[-w / 2, -l / 2], [w / 2, -l / 2], [w / 2, l / 2], [-w / 2, l / 2]] // prettier-ignore
      : [[-w / 2, -l / 2], [w / 2, -l / 2], [w / 2, 0], [0, 0], [0, l / 2], [-w / 2, l / 2]]; // prettier-ignore
  return rotated(base, cx, cy, random() * Math.PI);
}

export interface Scene {
  eye: Vec3;
  solids: Solid[];
}

/** Scene `seed`: 2–4 buildings of 1–2 stacked tiers, a roof, a slant plane, maybe an overhang over the eye. */
export function randomScene(seed: number): Scene {
  const random = mulberry32(seed);
  const eye = p(0, 0, random() < 0.5 ? 0 : 1.5);
  const solids: Solid[] = [];
  const count = 2 + Math.floor(random() * 3);
  for (let k = 0; k < count; k++) {
    const angle = random() * 2 * Math.PI;
    const size = 4 + random() * 10;
    const dist = size + 2 + random() * 15;
    const [cx, cy] = [dist * Math.cos(angle), dist * Math.sin(angle)];
    const low = 3 + random() * 12;
    const w = size * (0.8 + random() * 0.6);
    solids.push(tierSolid(footprint(random, cx, cy, w, size), 0, low));
    // a taller tier overlapping the first one
    solids.push(
      tierSolid(footprint(random, cx + random() * 3, cy, w * 0.6, size * 0.6), 0, low + 2 + random() * 25),
    );
    if (random() < 0.5) solids.push(gable(cx, cy, w, size, random() * Math.PI, low, 1 + random() * 5));
  }
  // a slanted plane face (a ramp or a sloped canopy) somewhere above the horizon
  const a = random() * 2 * Math.PI;
  const [sx, sy] = [12 * Math.cos(a), 12 * Math.sin(a)];
  const [gx, gy] = [random() - 0.5, random() - 0.5];
  const corners: Ring = [[-3, -4], [5, -3], [4, 5], [-4, 3]]; // prettier-ignore
  solids.push(loose(corners.map(([dx, dy]) => p(sx + dx, sy + dy, 6 + gx * dx + gy * dy))));
  if (random() < 0.5) {
    // an overhang: a tier lifted over the eye
    const base = eye.z + 2 + random() * 6;
    solids.push(
      tierSolid(
        footprint(random, -2 + random() * 4, -2 + random() * 4, 10, 10),
        base,
        base + 3 + random() * 10,
      ),
    );
  }
  return { eye, solids };
}
