// Worker thread of the road-noise engine: one range of receivers per task (see parallel.ts).
import type { RoadNoiseLevels, RoadNoiseReceivers, RoadNoiseScene } from "./compute";
import { computeRoadNoise } from "./compute";

export interface RoadNoiseTask {
  scene: RoadNoiseScene;
  receivers: RoadNoiseReceivers;
}

export default function run(task: RoadNoiseTask): RoadNoiseLevels {
  return computeRoadNoise(task.scene, task.receivers);
}
