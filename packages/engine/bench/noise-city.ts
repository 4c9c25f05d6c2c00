// Synthetic deterministic city for the noise benchmark: 25 ha (500 m x 500 m), 1,500 buildings on a
// jittered lot grid, 50 point sources in the streets between lots.
import type { NoiseScene } from "../src/noise/scene";

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The benchmark scene: grid spacing (m) and whether lateral paths are on. */
export function syntheticCity(spacing: number, lateral: boolean, buildings = 1500, sources = 50): NoiseScene {
  const random = mulberry32(20261121);
  const lots = Math.ceil(Math.sqrt(buildings));
  const lot = 500 / lots;
  const list: NoiseScene["buildings"] = [];
  for (let k = 0; k < buildings; k++) {
    const i = k % lots;
    const j = Math.floor(k / lots);
    const w = lot * (0.45 + 0.25 * random());
    const h = lot * (0.45 + 0.25 * random());
    const x = i * lot + (lot - w) / 2;
    const y = j * lot + (lot - h) / 2;
    const height = 6 + Math.floor(random() * 25);
    list.push({ footprint: [[x, y], [x + w, y], [x + w, y + h], [x, y + h]], height }); // prettier-ignore
  }
  const points: NoiseScene["sources"] = [];
  for (let s = 0; s < sources; s++) {
    // on a street corner between lots
    const i = 1 + Math.floor(random() * (lots - 1));
    const j = 1 + Math.floor(random() * (lots - 1));
    points.push({ x: i * lot, y: j * lot, z: 1, lw: 95 + Math.floor(random() * 15) });
  }
  return {
    temperature: 20,
    humidity: 70,
    groundFactor: 0.3,
    lateral,
    sources: points,
    buildings: list,
    grid: { bbox: [0, 0, 500, 500], spacing, height: 4 },
  };
}
