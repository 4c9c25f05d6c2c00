// @soracity/engine/geometry: planar kernels, the lon/lat tangent plane and the rough sphere scale, with no
// dependencies, for the engine and the packages that must not load the whole engine (citymodel's readers, the web).
export { orientation, segmentCrossing, segmentsIntersect } from "./segments";
export { pointInRing, rayCrossesEdge, ringsCentroid, signedArea } from "./rings";
export { metresPerDegree, tangentPlane } from "./tangentPlane";
export type { TangentPlane } from "./tangentPlane";
export { GRS80_A, GRS80_E2, GRS80_F } from "./grs80";
export { SPHERE_METRES_PER_DEGREE, sphereEastMetres, sphereMetresPerDegreeLon } from "./sphere";
export { ringSelfIntersection, selfIntersectionMessage } from "./simpleRing";
export type { RingSelfIntersection } from "./simpleRing";
