// @soracity/engine/geometry: planar kernels with no dependencies, for the engine and the packages that must
// not load the whole engine (citymodel's readers).
export { orientation, segmentCrossing, segmentsIntersect } from "./segments";
export { pointInRing, rayCrossesEdge, signedArea } from "./rings";
export { ringSelfIntersection, selfIntersectionMessage } from "./simpleRing";
export type { RingSelfIntersection } from "./simpleRing";
