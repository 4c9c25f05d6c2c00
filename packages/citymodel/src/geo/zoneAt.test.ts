import { describe, expect, it } from "vitest";
import { convergenceAt, planeZoneAt } from "./zoneAt";
import { meridianConvergence } from "./zones";

describe("planeZoneAt", () => {
  it("takes the notice's zone from a city code, else the nearest main-land origin", () => {
    expect(planeZoneAt(139.767, 35.681, "13101")).toBe(9); // Chiyoda, Tokyo
    expect(planeZoneAt(139.767, 35.681)).toBe(9);
    expect(planeZoneAt(135.5, 34.69, "27100")).toBe(6); // Osaka
    expect(planeZoneAt(135.5, 34.69)).toBe(6);
    expect(planeZoneAt(141.35, 43.06, "01100")).toBe(12); // Sapporo
    expect(planeZoneAt(130.4, 33.59)).toBe(2); // Fukuoka
    expect(planeZoneAt(127.68, 26.21, "47201")).toBe(15); // Naha
    expect(planeZoneAt(139.77, 35.68, "99999")).toBe(9); // unknown prefecture: nearest
    expect(planeZoneAt(140.97, 42.32, "01205")).toBe(12); // Muroran: XII by the notice, XI by the nearest origin
    expect(planeZoneAt(140.97, 42.32)).toBe(11);
  });

  it("gives the zone's convergence: zero on the central meridian, positive east of it", () => {
    expect(convergenceAt(139 + 50 / 60, 36, "13101")).toBeCloseTo(0, 12);
    const g = convergenceAt(139.767, 35.681, "13101");
    expect(g).toBe(meridianConvergence(9, 139.767, 35.681));
    // Δλ = -0.0663°, sin φ = 0.5833: γ ≈ Δλ sin φ = -0.0387°.
    expect(g).toBeCloseTo(-0.0387, 3);
  });
});
