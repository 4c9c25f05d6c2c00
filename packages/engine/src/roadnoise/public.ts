// Public surface of the ASJ RTN-Model 2018 road traffic noise engine (`@soracity/engine/roadnoise`).
export {
  POWER_LINES,
  SPEED_RANGE,
  C_SPEC,
  DAY_HOURS,
  NIGHT_HOURS,
  airCorrection,
  gradientCorrection,
  knifeEdge,
  powerLevel,
  rightAngleWedge,
  sourceLevel,
} from "./asj";
export type { Pavement, PowerLine, TrafficFlow, VehicleClass } from "./asj";
export { SOURCE_SPACING, computeRoadNoise, offsetLine } from "./compute";
export { computeRoadNoiseParallel } from "./parallel";
export type { RoadNoiseParallelOptions } from "./parallel";
export type {
  ClassVolumes,
  RoadNoiseLane,
  RoadNoiseLevels,
  RoadNoiseReceivers,
  RoadNoiseRoad,
  RoadNoiseScene,
} from "./compute";
