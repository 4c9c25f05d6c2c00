import { describe, expect, it } from "vitest";
import type { DiffractionMethod } from "./diffraction";
import { groundFromAreas } from "./groundRegions";
import type { Barrier } from "./obstacles";
import { ObstacleIndex } from "./obstacles";
import type { GroundLookup } from "./propagation";
import { Propagator, uniformGround } from "./propagation";

function levels(
  options: { method?: DiffractionMethod; c0?: number; ground?: GroundLookup; barriers?: Barrier[] },
  s: [number, number, number],
  r: [number, number, number],
): number[] {
  const p = new Propagator(
    new ObstacleIndex([], options.barriers ?? []),
    options.ground ?? uniformGround(0),
    {
      air: { temperature: 20, humidity: 70 },
      method: options.method ?? "iso9613-2",
      lateral: false,
      c0: options.c0 ?? 0,
    },
  );
  const energy = new Float64Array(8);
  p.accumulate({ x: s[0], y: s[1], z: s[2], lw: new Float64Array(8).fill(100) }, r[0], r[1], r[2], energy);
  return Array.from(energy, (e) => 10 * Math.log10(e));
}

describe("diffraction methods on the hand-computed wall (z = 0.39608 m, 1 kHz, λ = 0.34 m)", () => {
  const wall: Barrier = { points: [[10, -100], [10, 100]], height: 3 }; // prettier-ignore
  const loss = (method: DiffractionMethod) => {
    const free = levels({ method }, [0, 0, 1], [20, 0, 1]);
    const screened = levels({ method, barriers: [wall] }, [0, 0, 1], [20, 0, 1]);
    return free[4]! - screened[4]!;
  };
  it("Maekawa fit: N = 2z/λ = 2.32987, 10 lg(3 + 20N) = 16.9546 dB", () => {
    expect(loss("maekawa")).toBeCloseTo(16.9546, 3);
  });
  it("Kurze-Anderson: 5 + 20 lg(√(2πN)/tanh √(2πN)) = 16.6634 dB", () => {
    expect(loss("kurze-anderson")).toBeCloseTo(16.6634, 3);
  });
});

describe("meteorological correction", () => {
  it("Cmet = C0 (1 - 10 (hs + hr) / dp): C0 = 2, hs = 1, hr = 4, dp = 194.165 m -> 1.4850 dB", () => {
    const dw = levels({}, [10, 10, 1], [200, 50, 4]);
    const lt = levels({ c0: 2 }, [10, 10, 1], [200, 50, 4]);
    dw.forEach((l, k) => expect(l - lt[k]!).toBeCloseTo(1.485, 3));
  });
  it("is 0 within dp <= 10 (hs + hr)", () => {
    expect(levels({ c0: 3 }, [0, 0, 1], [40, 0, 4])).toEqual(levels({}, [0, 0, 1], [40, 0, 4]));
  });
});

describe("ground regions from polygons", () => {
  it("averages G along the path per region", () => {
    // S (0, 0, 1), R (200, 0, 4): source region 0-30 m, receiver region 80-200 m, middle 30-80 m.
    // Soft ground (G = 1) over x in [0, 55], hard elsewhere: Gs = 1, Gm = 25/50 = 0.5, Gr = 0.
    const lookup = groundFromAreas([{ polygon: [[-10, -10], [55, -10], [55, 10], [-10, 10]], G: 1 }], 0); // prettier-ignore
    const g = lookup(0, 0, 1, 200, 0, 4);
    expect(g.source).toBeCloseTo(1, 12);
    expect(g.middle).toBeCloseTo(0.5, 12);
    expect(g.receiver).toBeCloseTo(0, 12);
  });
  it("a polygon covering everything equals the uniform ground factor (T03, G = 1)", () => {
    const everywhere = groundFromAreas([{ polygon: [[-1e4, -1e4], [1e4, -1e4], [1e4, 1e4], [-1e4, 1e4]], G: 1 }], 0); // prettier-ignore
    expect(levels({ ground: everywhere }, [10, 10, 1], [200, 50, 4])).toEqual(
      levels({ ground: uniformGround(1) }, [10, 10, 1], [200, 50, 4]),
    );
  });
});
