import { describe, expect, it } from "vitest";
import { toDrawingFrame } from "../shadow/schedule";
import { regulationSun } from "../sun/regulation";
import { aimedTables, sunBins, tanTable } from "./sunTable";
import { sunlitIntervals, windowFamilies } from "./windows";

const sunAt = (t: number) => toDrawingFrame(regulationSun(35.68, -23.45, t).vector, 5);
const tanOf = (t: number) => {
  const [x, y, z] = sunAt(t);
  return z / Math.hypot(x, y);
};
const azimuthOf = (t: number) => {
  const [x, y] = sunAt(t);
  return Math.atan2(x, y);
};

describe("sun bins and their least altitude", () => {
  const bins = sunBins(sunAt, 8, 16, 256);

  it("puts each bin edge's time where the sun's azimuth is that edge's", () => {
    for (const b of [1, 64, 128, 200, 255]) {
      const a = bins.a0 + b * bins.width;
      const d = Math.atan2(Math.sin(azimuthOf(bins.times[b]!) - a), Math.cos(azimuthOf(bins.times[b]!) - a));
      expect(Math.abs(d)).toBeLessThan(1e-8);
    }
  });

  it("is never above the sun sampled every 2 s outside the window, and matches it within 1e-4", () => {
    for (const w of windowFamilies(3.9, 8, 16)) {
      const sunlit = sunlitIntervals(w.intervals, 8, 16);
      const table = tanTable(bins, sunlit);
      for (let b = 0; b < bins.count; b += 7) {
        const [ta, tb] = [bins.times[b]!, bins.times[b + 1]!];
        let least = Infinity;
        for (let t = ta; t <= tb; t += 1 / 1800)
          if (sunlit.some(([u, v]) => t >= u && t <= v)) least = Math.min(least, tanOf(t));
        const value = table.levels[0]![b]!;
        expect(value).toBeLessThanOrEqual(least);
        if (least < Infinity) expect(least - value).toBeLessThan(1e-4);
      }
    }
  });

  it("answers any run of bins with its least (sparse table)", () => {
    const table = tanTable(bins, sunlitIntervals([[10, 14]], 8, 16));
    for (const [lo, hi] of [
      [0, 255],
      [3, 3],
      [100, 170],
      [250, 255],
    ] as const) {
      const k = 31 - Math.clz32(hi - lo + 1);
      const level = table.levels[k]!;
      const got = Math.min(level[lo]!, level[hi - (1 << k) + 1]!);
      expect(got).toBe(Math.min(...table.levels[0]!.slice(lo, hi + 1)));
    }
  });

  it("aims each point's window at the site and keeps it to the end of the day near the ends", () => {
    // north-east, north and north-west of a site centred on the origin; and one due east (past 16:00)
    const xy = new Float64Array([20, 30, 0, 30, -20, 30, 30, 0]);
    const { tables, pick } = aimedTables(bins, { xy }, [0, 0], 4, 8, 16);
    const shadedAt = (q: number, t: number) => {
      const b = bins.times.findIndex((edge) => edge > t) - 1;
      return tables[pick[q]!]!.levels[0]![b] === Infinity;
    };
    expect(shadedAt(0, 15.5)).toBe(true); // NE: the site is to its south-west, the afternoon sun's side
    expect(shadedAt(0, 9)).toBe(false);
    expect(shadedAt(1, 12)).toBe(true); // N: around noon
    expect(shadedAt(1, 8.5)).toBe(false);
    expect(shadedAt(2, 8.5)).toBe(true); // NW: the morning
    expect(shadedAt(3, 15.99)).toBe(true); // E: no sliver of sun left at 16:00
  });
});
