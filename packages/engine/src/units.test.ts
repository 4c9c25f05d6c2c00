import { describe, expect, it } from "vitest";
import type { LocalPoint, LocalPoint3, LonLat, LonLatHeight } from "./units";

// The frame tags exist only in types: `npm run typecheck` fails if a lon/lat point passes as a local one (or
// back), because each @ts-expect-error below would then be unused.
describe("point frames", () => {
  it("keep lon/lat and local points apart, while plain tuples are points of either frame", () => {
    const lonLat: LonLat = [139.7671, 35.6812];
    const local: LocalPoint = [120, -35];
    // @ts-expect-error a lon/lat point is not a local point
    const wrongLocal: LocalPoint = lonLat;
    // @ts-expect-error a local point is not a lon/lat point
    const wrongLonLat: LonLat = local;
    const enu: LocalPoint3 = [1, 2, 3];
    // @ts-expect-error nor are the 3D ones
    const wrongGeodetic: LonLatHeight = enu;
    const plain = [1, 2] as const;
    const either: [LocalPoint, LonLat] = [plain, plain];
    // nothing at run time: the values are the arrays as given
    expect([wrongLocal, wrongLonLat, wrongGeodetic, ...either]).toEqual([lonLat, local, enu, plain, plain]);
  });
});
