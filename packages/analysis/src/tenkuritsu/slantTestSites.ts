import { slantParameters } from "@soracity/contracts";
import type { SiteEdgeRole, XY } from "./slantPlanes";

// The sites of the tenkuritsu tests: a 20 m (x) × 30 m (y) site; edge 0 is the south edge, 1 east, 2 north,
// 3 west.
export const RECT: XY[] = [
  [0, 0],
  [20, 0],
  [20, 30],
  [0, 30],
];
export const road = (width: number, setback = 0): SiteEdgeRole => ({ kind: "road", width, setback });
export const neighbourEdge = (setback = 0): SiteEdgeRole => ({ kind: "neighbour", setback });
/** 第一種住居地域, 容積率 200 %: road 1.25 over 20 m, neighbour 20 m + 1.25, no north plane. */
export const RESIDENTIAL_200 = slantParameters("residential_1", { floorAreaRatio: 200 });
/** 第一種低層住居専用地域, 容積率 100 %: road 1.25 over 20 m, north 5 m + 1.25. */
export const LOW_RISE_100 = slantParameters("low_rise_1", { floorAreaRatio: 100 });
