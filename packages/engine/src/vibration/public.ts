// Public surface of the ground vibration engine (re-exported from the package index).
export { vibrationLevel, sumLevels } from "./attenuation";
export { GEOMETRIC_DAMPING, SOIL_DAMPING, MACHINERY, MACHINERY_SOURCE, VIBRATION_LIMITS } from "./presets";
export type { MachineryPreset, SoilType, WaveType } from "./presets";
export { calculateVibration } from "./calculate";
export type { VibrationScene, VibrationSourceInput, VibrationResult } from "./calculate";
