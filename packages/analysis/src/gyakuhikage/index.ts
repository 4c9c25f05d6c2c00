export { runGyakuhikage, checkedEnvelope, MAX_LOWERINGS } from "./run";
export type { CheckedEnvelope } from "./run";
export { gyakuhikageParameters, gyakuhikageSetup, envelopeCaseParameters } from "./setup";
export type { GyakuhikageContext, GyakuhikageSetup } from "./setup";
export { envelopeShadowCase, regulationOf, forwardCheckOf } from "./forward";
export { envelopeTiers, envelopeToPlannedBuildings, tiersVolume, levelQuantum, MAX_TIERS } from "./tiers";
export type { EnvelopePlannedTier, EnvelopeTiers, LocalTier } from "./tiers";
export type { GyakuhikageOutput } from "./output";
export { envelopeShadowCaseOf, envelopeLayerTiers } from "./shadowCase";
