import { describe, expect, it } from "vitest";
import { syntheticCity } from "../../bench/noise-city";
import { computeLevels } from "./calculate";
import { Crossings } from "./crossings";
import { ObstacleIndex } from "./obstacles";
import { prepareScene, computeRange } from "./prepare";
import type { LevelArrays } from "./prepare";
import { gridReceivers, noiseGrid } from "./receivers";
import { SourceView } from "./source-view";

const sorted = (c: Crossings) =>
  Array.from({ length: c.count }, (_, i) => [c.t[i], c.t2[i], c.h[i], c.owner[i]]).sort(
    (a, b) => a[0]! - b[0]!,
  );

describe("SourceView", () => {
  const city = syntheticCity(25, false, 200, 5);
  const index = new ObstacleIndex(city.buildings!, [{ points: [[-10, 250], [510, 260]], height: 4 }]); // prettier-ignore

  it("finds exactly the crossings of the edge grid walk", () => {
    const a = new Crossings();
    const b = new Crossings();
    let total = 0;
    for (const s of city.sources) {
      const view = new SourceView(index, s.x!, s.y!);
      for (let k = 0; k < 400; k++) {
        // deterministic receivers on a spiral, inside and outside the city
        const rx = 250 + 4 * k * Math.cos(k * 0.7);
        const ry = 250 + 4 * k * Math.sin(k * 0.7);
        index.crossings(s.x!, s.y!, rx, ry, a);
        view.crossings(rx, ry, b);
        expect(sorted(b)).toEqual(sorted(a));
        total += a.count;
      }
    }
    expect(total).toBeGreaterThan(1000);
  });

  it("gives the same levels as the grid walk", () => {
    const scene = syntheticCity(20, true, 200, 5);
    const receivers = gridReceivers(noiseGrid(scene.grid!));
    const viaViews = computeLevels(scene, receivers, true);
    const prepared = prepareScene(scene);
    prepared.propagator.useViews = false;
    const n = receivers.x.length;
    const walked: LevelArrays = { LA: new Float32Array(n), bands: new Float32Array(8 * n) };
    computeRange(prepared, receivers, 0, n, walked);
    expect(viaViews.LA).toEqual(walked.LA);
  });
});
