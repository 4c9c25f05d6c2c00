// Worker-thread entry (piscina) for the shadow engine: one task computes one row band of a plane grid, or
// the wall samples' sunlit bits for a range of time steps.
// The scene comes prepared, on shared memory (see packedScene.ts); results go back as transferable typed
// arrays.
import type { GridSpec } from "../grid/grid";
import { SharedProgress, withTransfer } from "../parallel/pool";
import { shadePlane } from "./plane";
import type { SunSchedule } from "./schedule";
import type { PackedScene } from "./packedScene";
import { unpackScene } from "./packedScene";
import type { PreparedScene } from "./scene";
import type { WallSamples } from "./wallSamples";
import type { WallSunlight } from "./walls";
import { wallSunlight } from "./walls";

export interface PlaneBandTask {
  kind: "plane";
  key: string;
  scene: PackedScene;
  grid: GridSpec;
  rows: [number, number];
  schedule: SunSchedule;
  planeZ: number;
  keepMasks: boolean;
  progress: SharedArrayBuffer;
  slot: number;
}

/** Wall samples' sunlit bits for the steps [steps[0], steps[1]) and sunlit hours of the segments from them. */
export interface WallStepsTask {
  kind: "walls";
  key: string;
  scene: PackedScene;
  samples: WallSamples;
  schedule: SunSchedule;
  steps: [number, number];
  progress: SharedArrayBuffer;
  slot: number;
}

export interface PlaneBandResult {
  hours: Float32Array;
  masks: Uint8Array[];
}

let cached: { key: string; scene: PreparedScene } | null = null;

export function sceneFor(key: string, packed: PackedScene): PreparedScene {
  if (cached?.key !== key) cached = { key, scene: unpackScene(packed) };
  return cached.scene;
}

export default function shadowTask(task: PlaneBandTask | WallStepsTask): PlaneBandResult | WallSunlight {
  if (task.kind === "walls") {
    const out = wallSunlight(sceneFor(task.key, task.scene), task.samples, task.schedule, {
      steps: task.steps,
      onProgress: (done) => SharedProgress.report(task.progress, task.slot, done),
    });
    return withTransfer(out, [out.bits.buffer, out.perInterval.buffer]);
  }
  const scene = sceneFor(task.key, task.scene);
  const result = shadePlane(scene, task.grid, task.schedule, {
    planeZ: task.planeZ,
    rows: task.rows,
    keepMasks: task.keepMasks,
    onProgress: (done) => SharedProgress.report(task.progress, task.slot, done),
  });
  const out: PlaneBandResult = { hours: result.hours, masks: result.masks };
  return withTransfer(out, [out.hours.buffer, ...out.masks.map((m) => m.buffer)]);
}
