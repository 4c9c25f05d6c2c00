// Public surface of the noise engine (re-exported from the package index).
export { EngineInputError } from "./errors";
export { OCTAVE_BANDS, EXACT_BANDS, A_WEIGHTING, energySum } from "./bands";
export { absorptionCoefficient, bandAbsorption } from "./atmosphere";
export type { Air } from "./atmosphere";
export { groundAttenuation } from "./ground";
export type { GroundFactors, GroundMethod } from "./ground";
export { dzIso, maekawa, kurzeAnderson, c3, kmet } from "./diffraction";
export type { DiffractionMethod } from "./diffraction";
export type { Building as NoiseBuilding, Barrier as NoiseBarrier } from "./obstacles";
export type { GroundArea } from "./groundRegions";
export { SPECTRUM_SHAPES, bandsFromTotal } from "./sources";
export type {
  NoiseScene,
  NoiseSourceInput,
  ReceiverInput as NoiseReceiverInput,
  GridInput as NoiseGridInput,
  FacadeInput as NoiseFacadeInput,
} from "./scene";
export { validateNoiseScene } from "./validate";
export { calculateNoise } from "./calculate";
export type { NoiseResult, NoiseGridResult, ReceiverLevel, FacadeLevel } from "./calculate";
export type { BandFeature, NoiseSummary } from "./outputs";
export type { NoiseGrid } from "./receivers";
export type { RunControl as NoiseRunControl } from "./prepare";
export { calculateNoiseParallel, closeNoisePool } from "./parallel";
export { noiseSceneSize } from "./size";
export type { NoiseSceneSize } from "./size";
export type { ParallelOptions } from "./parallel";
