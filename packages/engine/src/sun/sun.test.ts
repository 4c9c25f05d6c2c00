import { describe, expect, it } from "vitest";
import vectors from "../../test/fixtures/shadow/sun-vectors.json";
import { calendarSun, clockTimeForTrueSolarTime, equationOfTime, trueSolarTimeAt } from "./calendar";
import { DECLINATION_PRESETS, poleShadowTip, regulationSun } from "./regulation";

const reg = vectors.regulation;

describe("regulation sun (VECTORS §1.1)", () => {
  it.each(reg.tokyo.rows)("Tokyo winter solstice at $time:00", (row) => {
    const sun = regulationSun(reg.tokyo.latitude, reg.tokyo.declination, row.time);
    expect(Math.abs(sun.altitude - row.altitude)).toBeLessThanOrEqual(reg.tolerance.degrees);
    expect(Math.abs(sun.azimuth - row.azimuth)).toBeLessThanOrEqual(reg.tolerance.degrees);
    const cot = 1 / Math.tan((sun.altitude * Math.PI) / 180);
    expect(Math.abs(cot - row.cot)).toBeLessThanOrEqual(reg.tolerance.cot);
    const [dx, dy] = poleShadowTip(sun.vector, 1);
    expect(Math.abs(dx - row.tip[0]!)).toBeLessThanOrEqual(reg.tolerance.meters);
    expect(Math.abs(dy - row.tip[1]!)).toBeLessThanOrEqual(reg.tolerance.meters);
  });

  it.each(reg.sapporo.rows)("Sapporo winter solstice at $time:00", (row) => {
    const sun = regulationSun(reg.sapporo.latitude, reg.sapporo.declination, row.time);
    expect(Math.abs(sun.altitude - row.altitude)).toBeLessThanOrEqual(reg.tolerance.degrees);
    const cot = 1 / Math.tan((sun.altitude * Math.PI) / 180);
    expect(Math.abs(cot - row.cot)).toBeLessThanOrEqual(reg.tolerance.cot);
  });

  it("Tokyo noon altitude at the equinox and summer solstice presets", () => {
    const lat = reg.tokyo.latitude;
    expect(regulationSun(lat, DECLINATION_PRESETS.equinox, 12).altitude).toBeCloseTo(
      reg.tokyoNoon.equinox,
      3,
    );
    expect(regulationSun(lat, DECLINATION_PRESETS.summerSolstice, 12).altitude).toBeCloseTo(
      reg.tokyoNoon.summerSolstice,
      3,
    );
  });

  it("is a unit vector", () => {
    const [x, y, z] = regulationSun(35, 10, 9.3).vector;
    expect(Math.hypot(x, y, z)).toBeCloseTo(1, 12);
  });
});

describe("calendar sun (VECTORS §1.2, NREL SPA example)", () => {
  const spa = vectors.calendar.spa;
  const tol = vectors.calendar.tolerance;
  it("matches the SPA zenith and azimuth with refraction", () => {
    const sun = calendarSun(
      new Date(spa.localTime),
      { latitude: spa.latitude, longitude: spa.longitude, elevation: spa.elevation },
      { deltaTSeconds: spa.deltaTSeconds },
    );
    expect(Math.abs(90 - sun.altitude - spa.zenith)).toBeLessThanOrEqual(tol.zenith);
    expect(Math.abs(sun.azimuth - spa.azimuth)).toBeLessThanOrEqual(tol.azimuth);
  });

  it("refraction off lowers the sun by the refraction angle (about 1 arcminute at 40° altitude)", () => {
    const site = { latitude: spa.latitude, longitude: spa.longitude, elevation: spa.elevation };
    const on = calendarSun(new Date(spa.localTime), site);
    const off = calendarSun(new Date(spa.localTime), site, { refraction: false });
    const diff = on.altitude - off.altitude;
    expect(diff).toBeGreaterThan(0.01);
    expect(diff).toBeLessThan(0.03);
  });
});

describe("true solar time <-> clock time", () => {
  it("equation of time is near its known extremes (+16.4 min early Nov, -14.2 min mid Feb)", () => {
    expect(equationOfTime(new Date("2025-11-03T12:00:00Z"))).toBeCloseTo(16.4, 0);
    expect(equationOfTime(new Date("2025-02-11T12:00:00Z"))).toBeCloseTo(-14.2, 0);
  });

  it("round-trips: Tokyo (139.767 E, UTC+9) true noon on the winter solstice is about 11:41 JST", () => {
    const lon = 139.7671;
    const instant = clockTimeForTrueSolarTime("2025-12-21", 12, lon, 9);
    expect(trueSolarTimeAt(instant, lon)).toBeCloseTo(12, 6);
    // mean noon at 139.767 E is 11:40:56 JST; EoT on Dec 21 is about +1.7 min, so true noon ~11:39.3.
    const jstHours = (((instant.getTime() / 3_600_000 + 9) % 24) + 24) % 24;
    expect(jstHours).toBeGreaterThan(11 + 38 / 60);
    expect(jstHours).toBeLessThan(11 + 41 / 60);
  });

  it("the sun is due south (azimuth 180°) at true noon in calendar mode", () => {
    const lon = 139.7671;
    const instant = clockTimeForTrueSolarTime("2025-06-21", 12, lon, 9);
    const sun = calendarSun(instant, { latitude: 35.68, longitude: lon }, { refraction: false });
    expect(sun.azimuth).toBeCloseTo(180, 2);
  });
});
