import { describe, expect, it } from "vitest";
import { commands } from "../cli/commands";

describe("engine CLI commands", () => {
  it("noise: the issue's receiver scene prints receivers with LA and A-weighted bands", async () => {
    const scene = {
      method: "iso9613-2",
      temperature: 20,
      humidity: 70,
      groundFactor: 0.5,
      sources: [{ x: 10, y: 10, z: 1, lw: [93, 93, 93, 93, 93, 93, 93, 93] }],
      receivers: [{ x: 200, y: 50, z: 4 }],
    };
    // without the wall this is T02 of VECTORS §2: 41.53 dB(A)
    const out = (await commands.noise!(scene)) as { receivers: { LA: number; bands: number[] }[] };
    expect(out.receivers[0]!.LA).toBeCloseTo(41.53, 1);
    expect(out.receivers[0]!.bands).toHaveLength(8);
  });
  it("noise: bad input is refused with a stable code", async () => {
    await expect(commands.noise!({ sources: [] })).rejects.toMatchObject({ code: "noise.no_sources" });
  });
  it("vibration is registered", async () => {
    const out = await commands.vibration!({
      sources: [{ x: 0, y: 0, level: 75, r0: 5 }],
      receivers: [{ x: 20, y: 0 }],
    });
    expect(out).toEqual({ receivers: [{ x: 20, y: 0, level: 64.67 }] });
  });
});
