// Public surface of the 逆日影 envelope engine (re-exported from the package index; docs/gyakuhikage.md).
export { computeShadowEnvelope, ENVELOPE_MAX_CELLS, ENVELOPE_SPACING_RANGE } from "./envelope";
export { envelopePrisms } from "./prisms";
export type { EnvelopeFamily, EnvelopeGrid, ShadowEnvelope, ShadowEnvelopeInput } from "./envelope";
export { EnvelopeError } from "./errors";
export type { EnvelopeErrorCode } from "./errors";
export type { ShadeWindow, TimeInterval } from "./windows";
export type { DeemedEdge } from "../shadow/regulation";
