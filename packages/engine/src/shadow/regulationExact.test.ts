import { describe, expect, it } from "vitest";
import fixture from "../../test/fixtures/shadow/exact-cases.json";
import island from "../../test/fixtures/shadow/exact-island.json";
import { regulationSun } from "../sun/regulation";
import { checkRegulation } from "./regulation";
import { buildSchedule } from "./schedule";
import { prepareScene } from "./scene";
import { referenceHours } from "./testing/exactReference";
import type { PrismBuilding } from "./types";

const { latitude, declination, start, end } = fixture.sun;
const sun = (t: number) => regulationSun(latitude, declination, t).vector;
const schedule = buildSchedule(sun, start, end, 5, 60);

/** Distance from a point to an axis-aligned rectangle given by its corners. */
function distanceToRect(site: number[][], x: number, y: number): number {
  const xs = site.map((p) => p[0] ?? 0);
  const ys = site.map((p) => p[1] ?? 0);
  const dx = Math.max(Math.min(...xs) - x, 0, x - Math.max(...xs));
  const dy = Math.max(Math.min(...ys) - y, 0, y - Math.max(...ys));
  return Math.hypot(dx, dy);
}

describe.each(fixture.regulation)("regulation on the lines: $name", (c) => {
  const buildings: PrismBuilding[] = c.buildings.map((b) => ({
    footprint: b.footprint as [number, number][],
    base: 0,
    height: b.height,
  }));
  const planned = prepareScene(buildings);
  const site = c.site as [number, number][];
  const expected = c.expected.maxHours;
  const index = c.zone === "5-10m" ? 0 : 1;
  const check = (limit: number) =>
    checkRegulation(
      planned,
      schedule,
      fixture.planeZ,
      { site, limits: index === 0 ? { hours5: limit, hours10: 99 } : { hours5: 99, hours10: limit } },
      sun,
    );

  it("finds the zone's maximum within 0.005 h of the reference, at a true point of the line", () => {
    const zone = check(99).zones[index];
    expect(Math.abs((zone?.maxHours ?? 0) - expected)).toBeLessThanOrEqual(0.005);
    const worst = zone?.worst;
    expect(worst).not.toBeNull();
    // The worst point lies on the zone's line (5 m or 10 m from the site)...
    const line = c.zone === "5-10m" ? 5 : 10;
    expect(Math.abs(distanceToRect(site, worst?.x ?? 0, worst?.y ?? 0) - line)).toBeLessThan(1e-3);
    // ... and the reference gives the hours reported there.
    const ref = c.buildings.map((b) => ({
      footprint: b.footprint as [number, number][],
      base: 0,
      top: b.height,
    }));
    const there = referenceHours(ref, worst?.x ?? 0, worst?.y ?? 0, fixture.planeZ, fixture.sun);
    expect(Math.abs(there - (worst?.hours ?? 0))).toBeLessThan(2 / 3600);
  });

  it.each([
    ["0.012 h below the reference maximum fails", -0.012, false],
    ["0.012 h above the reference maximum passes", 0.012, true],
  ] as const)("a limit %s", (_, offset, pass) => {
    const result = check(expected + offset);
    expect(result.zones[index]?.pass).toBe(pass);
    expect(result.pass).toBe(pass);
  });
});

describe("the borderline cases of issue 14", () => {
  it("a 6.22 h limit on the 5-10 m zone fails (true maximum 6.24 h on the 5 m line)", () => {
    const c = fixture.regulation[0];
    expect(c?.expected.maxHours).toBeGreaterThan(6.225);
    const result = checkRegulation(
      prepareScene(
        (c?.buildings ?? []).map((b) => ({
          footprint: b.footprint as [number, number][],
          base: 0,
          height: b.height,
        })),
      ),
      schedule,
      fixture.planeZ,
      { site: (c?.site ?? []) as [number, number][], limits: { hours5: 6.22, hours10: 99 } },
      sun,
    );
    expect(result.zones[0]?.pass).toBe(false);
  });
});

describe("an island of long shade inside the 5-10 m zone (two towers, exact-island.json)", () => {
  it("is found within 0.005 h of the reference, above both lines' maxima", () => {
    const { expected } = island;
    expect(expected.island.hours).toBeGreaterThan(
      Math.max(expected.line5.hours, expected.line10.hours) + 0.05,
    );
    const result = checkRegulation(
      prepareScene(
        island.buildings.map((b) => ({
          footprint: b.footprint as [number, number][],
          base: 0,
          height: b.height,
        })),
      ),
      schedule,
      island.planeZ,
      {
        site: island.site as [number, number][],
        limits: { hours5: expected.island.hours + 0.012, hours10: 99 },
      },
      sun,
    );
    const zone = result.zones[0];
    expect(Math.abs((zone?.maxHours ?? 0) - expected.island.hours)).toBeLessThanOrEqual(0.005);
    expect(zone?.pass).toBe(true);
    // Inside the zone, not on its lines (the site's north edge is y = 8).
    expect(zone?.worst?.y ?? 0).toBeGreaterThan(13.01);
    expect(zone?.worst?.y ?? 0).toBeLessThan(17.99);
    const failing = checkRegulation(
      prepareScene(
        island.buildings.map((b) => ({
          footprint: b.footprint as [number, number][],
          base: 0,
          height: b.height,
        })),
      ),
      schedule,
      island.planeZ,
      {
        site: island.site as [number, number][],
        limits: { hours5: expected.island.hours - 0.012, hours10: 99 },
      },
      sun,
    );
    expect(failing.zones[0]?.pass).toBe(false);
  });
});
