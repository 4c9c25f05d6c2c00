// The closed form of issue 26: a site infinitely long east-west, a point P at distance d south of its north
// boundary, the regulation sun at 35.68°, 8-16 true solar time, each limit's hours split between the two
// ends of the day (the both-tails family). The sun must reach the 5 m line from 8 + t1/2 to 16 - t1/2; a
// point Q of the line sees P in the sun's direction at time τ when Q = P + (d + 5) (S_x, S_y) / (-S_y), so P
// may rise to z_m + |PQ| tan h = z_m + (d + 5) S_z / (-S_y) = z_m + (d + 5) / k(τ), k(τ) = -S_y / S_z the
// north-south shadow length per metre of height. k is largest at the ends of the sunlit time, hour angle
// τ_t = 60° - 7.5° t, hence H_max(d) = z_m + min((d + 5) / k(τ_t1), (d + 10) / k(τ_t2)).
import { describe, expect, it } from "vitest";
import { regulationSun } from "../sun/regulation";
import { computeShadowEnvelope } from "./envelope";

const LATITUDE = 35.68;
const PLANE = 4;
const limits = { hours5: 4, hours10: 2.5 };

/** k(τ) = -S_y / S_z at hour angle τ (degrees before noon), from the regulation sun vector. */
function k(hourAngle: number): number {
  const [, sy, sz] = regulationSun(LATITUDE, -23.45, 12 - hourAngle / 15).vector;
  return -sy / sz;
}
const tau = (hours: number): number => 60 - 7.5 * hours;
const hMax = (d: number): number =>
  PLANE + Math.min((d + 5) / k(tau(limits.hours5)), (d + 10) / k(tau(limits.hours10)));

// 200 m long, 12 m deep: the north boundary is y = 0; the middle (x = 0) is 100 m from either end, farther
// than any line point whose sun direction reaches it (about 25 m east or west at most here).
const site: [number, number][] = [
  [-100, -12],
  [100, -12],
  [100, 0],
  [-100, 0],
];

describe("envelope of a long east-west site against the closed form", () => {
  const spacing = 2;
  const lineSpacing = 0.5;
  const envelope = computeShadowEnvelope({
    site,
    limits,
    planeHeight: PLANE,
    latitude: LATITUDE,
    spacing,
    lineSpacing,
  });

  it("keeps the both-tails family for both limits (a slab's shade falls at the ends of the day)", () => {
    expect(envelope.family.hours5.kind).toBe("tails");
    expect(envelope.family.hours5.position).toBe(0.5);
    expect(envelope.family.hours10.kind).toBe("tails");
    expect(envelope.family.hours10.position).toBe(0.5);
    // a noon window (the same hours) holds far less: about a third less volume here
    const noon = envelope.candidates.find((c) => c.hours5.kind === "noon" && c.hours10.kind === "noon");
    expect(noon!.volume).toBeLessThan(0.75 * envelope.volume);
  });

  it("stays at or below H_max(d) in the middle, within 0.7 m at 2 m cells (the cells' and samples' extent)", () => {
    const { nx, ny, origin } = envelope.grid;
    const i = Math.floor((0 - origin[0]) / spacing);
    // a cell's value holds for its whole square: its north edge, at d - spacing / 2, bounds it
    for (let j = 0; j < ny; j++) {
      const h = envelope.heights[j * nx + i]!;
      const d = -(origin[1] + (j + 0.5) * spacing);
      expect(h).toBeLessThanOrEqual(hMax(d - spacing / 2) + 1e-6);
      // the caps are taken from |PQ| less the cell's half diagonal (1.41 m) and the sample radius (0.28 m):
      // 0.69 m nearer than the edge, times tan h (up to 0.9 here), and the 30 s margin
      expect(h).toBeGreaterThan(hMax(d - spacing / 2) - 0.7);
    }
  });

  it("answers a point within 0.25 m below H_max(d) (its own cap, no cell extent)", () => {
    for (const d of [0.5, 3, 6.2, 11]) {
      const h = envelope.heightAt(0.3, -d)!;
      expect(h).toBeLessThanOrEqual(hMax(d) + 1e-6);
      expect(h).toBeGreaterThan(hMax(d) - 0.25);
    }
    expect(envelope.heightAt(0, 5)).toBeNull();
  });

  it("derives k from the sun: at 8:00 the shadow reaches farther north per metre than at 10:00", () => {
    expect(k(60)).toBeGreaterThan(k(30));
    expect(tau(4)).toBe(30); // 4 h split: sunlit from 10:00 to 14:00
  });
});
