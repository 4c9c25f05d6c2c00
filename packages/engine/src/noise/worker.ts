// Worker-thread entry (piscina): computes one tile of receivers for a scene. The prepared scene (obstacle
// index, sources) is cached per run key so the tiles of one run build it once per thread.
import type { LevelArrays, PreparedScene } from "./prepare";
import { computeRange, prepareScene } from "./prepare";
import type { NoiseScene } from "./scene";
import { BAND_COUNT } from "./bands";

/** One tile: receivers as typed arrays (transferred), the scene and a run key for the cache. */
export interface TileTask {
  key: string;
  scene: NoiseScene;
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  perBand: boolean;
}

let cached: { key: string; prepared: PreparedScene } | null = null;

export default function computeTile(task: TileTask): LevelArrays {
  if (cached?.key !== task.key) cached = { key: task.key, prepared: prepareScene(task.scene) };
  const n = task.x.length;
  const out: LevelArrays = { LA: new Float32Array(n) };
  if (task.perBand) out.bands = new Float32Array(n * BAND_COUNT);
  computeRange(cached.prepared, task, 0, n, out);
  return out;
}
