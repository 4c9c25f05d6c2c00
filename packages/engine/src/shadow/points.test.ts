import { describe, expect, it } from "vitest";
import vectors from "../../test/fixtures/shadow/sun-vectors.json";
import { regulationSun } from "../sun/regulation";
import { formatClock } from "../clock";
import { shadePoints } from "./points";
import { prepareScene } from "./scene";

const LAT = vectors.regulation.tokyo.latitude;
const sun = (t: number) => regulationSun(LAT, -23.45, t).vector;

/**
 * Independent model of the scene: a 20 m square (x, y in -10..10) 20 m tall, plane at 4 m, a point
 * (0, y0) north of it. The ray towards the sun rises 16 m over a horizontal run of 16 / tan h; it enters the
 * box through the north face y = 10 when that run reaches y0 - 10 and, there, |x| <= 10.
 */
function analyticShaded(t: number, y0: number): boolean {
  const [sx, sy, sz] = sun(t);
  const north = -sy / sz; // horizontal shadow run northwards per metre of height
  if (north <= 0) return false;
  const depth = y0 - 10;
  if (16 * north < depth) return false;
  return Math.abs((sx / sz) * (depth / north)) <= 10;
}

function analyticEvents(y0: number): number[] {
  const events: number[] = [];
  const dt = 1 / 600;
  for (let t = 8; t < 16; t += dt) {
    const a = analyticShaded(t, y0);
    if (a !== analyticShaded(t + dt, y0)) {
      let lo = t;
      let hi = t + dt;
      for (let i = 0; i < 40; i++) {
        const mid = (lo + hi) / 2;
        if (analyticShaded(mid, y0) === a) lo = mid;
        else hi = mid;
      }
      events.push(lo);
    }
  }
  return events;
}

describe("points mode (指定点日影)", () => {
  const scene = prepareScene([
    {
      footprint: [
        [-10, -10],
        [10, -10],
        [10, 10],
        [-10, 10],
      ],
      base: 0,
      height: 20,
    },
  ]);

  it.each([20, 30, 36, 37.5, 45])(
    "finds the event times at (0, %d) to within 1 s of the analytic ones",
    (y0) => {
      const [result] = shadePoints(scene, [[0, y0]], sun, 8, 16, { planeZ: 4 });
      const events = analyticEvents(y0);
      const found = result?.intervals.flat() ?? [];
      expect(found.length).toBe(events.length);
      found.forEach((t, i) => expect(Math.abs(t - (events[i] ?? 0)) * 3600).toBeLessThan(1));
      const total = (result?.intervals ?? []).reduce((sum, [a, b]) => sum + b - a, 0);
      expect(result?.shadeHours).toBeCloseTo(total, 9);
      // Symmetric about true noon.
      found.forEach((t, i) => expect(t + (found[found.length - 1 - i] ?? 0)).toBeCloseTo(24, 4));
    },
  );

  it("beside the noon tip the corners shade twice (two intervals), far beyond never", () => {
    // At 11:00 the shadow runs 1.723 m north per metre (16 m -> 27.6 m) but only 0.487 m east, so a point
    // 27.5 m north of the face is reached before and after noon, not at noon (16 x 1.673 = 26.8 m).
    expect(analyticEvents(37.5).length).toBe(4);
    const [near, far] = shadePoints(
      scene,
      [
        [0, 37.5],
        [0, 45],
      ],
      sun,
      8,
      16,
      { planeZ: 4 },
    );
    expect(near?.intervals.length).toBe(2);
    expect(far?.intervals).toEqual([]);
    expect(far?.shadeHours).toBe(0);
  });

  it("a point inside the footprint is shaded the whole window", () => {
    const [r] = shadePoints(scene, [[0, 0]], sun, 8, 16, { planeZ: 4 });
    expect(r?.intervals).toEqual([[8, 16]]);
    expect(r?.shadeHours).toBe(8);
  });

  it("the sun below the horizon counts as shade (Tokyo winter, 6:00-8:00 true solar time)", () => {
    const [r] = shadePoints(prepareScene([]), [[0, 0]], sun, 6, 9, { planeZ: 0 });
    // Sunrise: sin h = 0 -> cos H = -tan φ tan δ.
    const phi = (LAT * Math.PI) / 180;
    const delta = (-23.45 * Math.PI) / 180;
    const sunrise = 12 - (Math.acos(-Math.tan(phi) * Math.tan(delta)) * 180) / Math.PI / 15;
    expect(r?.intervals.length).toBe(1);
    expect(Math.abs((r?.intervals[0]?.[1] ?? 0) - sunrise) * 3600).toBeLessThan(1);
  });

  it("formats hours as hh:mm:ss", () => {
    expect(formatClock(8 + 48 / 60 + 6.4 / 3600)).toBe("08:48:06");
    expect(formatClock(16)).toBe("16:00:00");
  });
});
