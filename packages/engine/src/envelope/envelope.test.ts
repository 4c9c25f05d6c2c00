import { describe, expect, it } from "vitest";
import { computeShadowEnvelope, ENVELOPE_MAX_CELLS } from "./envelope";
import { envelopePrisms } from "./prisms";
import type { ShadowEnvelopeInput } from "./envelope";
import { EnvelopeError } from "./errors";

// An L: 20 × 20 m less its north-east 10 × 10 m quarter.
const lSite: [number, number][] = [
  [0, 0],
  [20, 0],
  [20, 10],
  [10, 10],
  [10, 20],
  [0, 20],
];
const base: ShadowEnvelopeInput = {
  site: lSite,
  limits: { hours5: 4, hours10: 2.5 },
  planeHeight: 4,
  latitude: 35.68,
  spacing: 1,
};

const codeOf = (input: ShadowEnvelopeInput): string => {
  try {
    computeShadowEnvelope(input);
  } catch (error) {
    if (error instanceof EnvelopeError) return error.code;
    throw error;
  }
  return "none";
};

describe("computeShadowEnvelope", () => {
  const envelope = computeShadowEnvelope(base);
  const { nx, ny, origin, spacing } = envelope.grid;

  it("covers the site's cells and no others, every one at least the plane's height", () => {
    expect([nx, ny, origin[0], origin[1], spacing]).toEqual([20, 20, 0, 0, 1]);
    expect(envelope.cells).toBe(300);
    expect(envelope.area).toBe(300);
    let inside = 0;
    let sum = 0;
    for (let j = 0; j < ny; j++)
      for (let i = 0; i < nx; i++) {
        const h = envelope.heights[j * nx + i]!;
        const inNotch = i >= 10 && j >= 10;
        expect(Number.isNaN(h)).toBe(inNotch);
        if (inNotch) continue;
        inside++;
        sum += h;
        // a building no taller than the plane shades nothing on it
        expect(h).toBeGreaterThanOrEqual(base.planeHeight);
      }
    expect(inside).toBe(300);
    expect(envelope.volume).toBeCloseTo(sum, 6);
    expect(envelope.maxHeight).toBeGreaterThan(10);
    expect(envelope.samples.m5).toBeGreaterThan(400);
  });

  it("keeps the family with the most volume of all it tried", () => {
    const volumes = envelope.candidates.map((c) => c.volume);
    expect(volumes[0]).toBe(Math.max(...volumes));
    expect(envelope.candidates).toHaveLength(100); // 10 windows per limit
    expect(Math.abs(envelope.volume - volumes[0]!)).toBeLessThan(0.01 * envelope.cells);
    const noon = computeShadowEnvelope({ ...base, families: ["noon"] });
    expect(noon.family.hours5.kind).toBe("noon");
    expect(noon.family.hours5.intervals).toEqual([[10 + 1 / 240, 14 - 1 / 240]]);
    expect(noon.volume).toBeLessThan(envelope.volume);
  });

  it("answers a point with its own cap: never below its cell, null off the site", () => {
    for (const [x, y] of [
      [0.3, 0.2],
      [5.5, 12.25],
      [17.9, 9.9],
      [9.99, 19.5],
    ] as const) {
      const cell = envelope.heights[Math.floor(y) * nx + Math.floor(x)]!;
      const point = envelope.heightAt(x, y)!;
      expect(point).toBeGreaterThanOrEqual(cell);
      expect(point - cell).toBeLessThan(1.5);
    }
    expect(envelope.heightAt(15, 15)).toBeNull(); // the notch
    expect(envelope.heightAt(-1, 5)).toBeNull();
    expect(envelope.heightAt(Number.NaN, 5)).toBeNull();
  });

  it("is mirror-symmetric east-west on a square site (the regulation sun is symmetric about noon)", () => {
    const square = computeShadowEnvelope({
      ...base,
      site: [
        [0, 0],
        [16, 0],
        [16, 16],
        [0, 16],
      ],
    });
    const n = square.grid.nx;
    // within 0.1 m: the line points do not lie symmetrically (each path is divided from its first vertex)
    for (let j = 0; j < square.grid.ny; j++)
      for (let i = 0; i < n; i++) {
        const mirror = square.heights[j * n + (n - 1 - i)]!;
        expect(Math.abs(square.heights[j * n + i]! - mirror)).toBeLessThan(0.1);
      }
  });

  it("turns into prisms that stay within the envelope", () => {
    const prisms = envelopePrisms(envelope);
    let volume = 0;
    for (const p of prisms) {
      const [x0, y0] = p.footprint[0]!;
      const [x1, y1] = p.footprint[2]!;
      expect(p.base).toBe(0);
      for (let x = x0 + 0.5; x < x1; x++) {
        const h = envelope.heights[Math.floor(y0 + 0.5) * nx + Math.floor(x)]!;
        expect(p.height).toBeLessThanOrEqual(h);
        expect(h - p.height).toBeLessThan(0.01);
      }
      volume += p.height * (x1 - x0) * (y1 - y0);
    }
    expect(volume).toBeLessThanOrEqual(envelope.volume);
    expect(envelope.volume - volume).toBeLessThan(0.01 * envelope.area);
  });

  it("refuses a site that is not a simple polygon, limits out of range and grids too fine or coarse", () => {
    const bowTie: [number, number][] = [
      [0, 0],
      [10, 10],
      [10, 0],
      [0, 10],
    ];
    expect(codeOf({ ...base, site: bowTie })).toBe("site_not_simple");
    expect(
      codeOf({
        ...base,
        site: [
          [0, 0],
          [1, 1],
        ],
      }),
    ).toBe("invalid_site");
    expect(codeOf({ ...base, limits: { hours5: 8, hours10: 2 } })).toBe("invalid_limits");
    expect(codeOf({ ...base, limits: { hours5: 4, hours10: 0 } })).toBe("invalid_limits");
    expect(codeOf({ ...base, window: [9, 15], limits: { hours5: 6, hours10: 2 } })).toBe("invalid_limits");
    expect(codeOf({ ...base, spacing: 3 })).toBe("grid_spacing_out_of_range");
    expect(codeOf({ ...base, spacing: 0.1 })).toBe("grid_spacing_out_of_range");
    expect(codeOf({ ...base, planeHeight: -1 })).toBe("invalid_plane");
    const side = Math.ceil(Math.sqrt(ENVELOPE_MAX_CELLS) * 0.25) + 1;
    const huge: [number, number][] = [
      [0, 0],
      [side, 0],
      [side, side],
      [0, side],
    ];
    expect(codeOf({ ...base, site: huge, spacing: 0.25 })).toBe("grid_too_large");
  });
});
