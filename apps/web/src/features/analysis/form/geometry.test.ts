import { rectangleAreaM2 } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { polygonEdges, rotatedRectPolygon } from "./geometry";
import { polygonAreaM2 } from "@soracity/contracts";

const rect = { min_lon: 139.7, min_lat: 35.68, max_lon: 139.702, max_lat: 35.681 };

describe("form geometry", () => {
  it("turns an extent about its centre, keeping its area", () => {
    const plain = rotatedRectPolygon({ ...rect, rotation: 0 }).coordinates[0] ?? [];
    expect(plain[0]?.[0]).toBeCloseTo(rect.min_lon, 9);
    expect(plain[0]?.[1]).toBeCloseTo(rect.min_lat, 9);
    const turned = rotatedRectPolygon({ ...rect, rotation: 30 });
    expect(polygonAreaM2(turned) / rectangleAreaM2(rect)).toBeCloseTo(1, 3);
    // Clockwise: the south-west corner moves north-west (west of the unturned corner, and north of it).
    const sw = turned.coordinates[0]?.[0] ?? [0, 0];
    expect(sw[0]).toBeLessThan(rect.min_lon);
    expect(sw[1]).toBeGreaterThan(rect.min_lat);
    // Half a turn brings the rectangle back onto itself.
    const half = rotatedRectPolygon({ ...rect, rotation: 180 }).coordinates[0]?.[0] ?? [0, 0];
    expect(half[0]).toBeCloseTo(rect.max_lon, 8);
    expect(half[1]).toBeCloseTo(rect.max_lat, 8);
  });
  it("numbers the site edges from vertex i to i + 1 with their lengths", () => {
    const square = rotatedRectPolygon({ ...rect, rotation: 0 });
    const edges = polygonEdges(square);
    expect(edges.map((e) => e.index)).toEqual([0, 1, 2, 3]);
    // 0.002° of longitude at 35.68° N is about 181 m; 0.001° of latitude about 111 m.
    expect(edges[0]?.lengthM).toBeCloseTo(181, 0);
    expect(edges[1]?.lengthM).toBeCloseTo(111, 0);
    expect(edges[3]?.to).toEqual(edges[0]?.from);
  });
});
