import { describe, expect, it } from "vitest";
import * as engine from "../index";

describe("package exports", () => {
  it("expose the shadow engine through the package index", () => {
    const r = engine.runShadowScene({
      sun: { latitude: 35.6833, stepMinutes: 10 },
      buildings: [
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
      ],
      points: [[0, 0]],
    });
    expect(r.points?.[0]?.shadeHours).toBe(8);
    expect(typeof engine.shadePlaneParallel).toBe("function");
    expect(engine.REGULATION_PRESETS["4h/2.5h"]).toEqual([4, 2.5]);
    expect(new engine.ShadowParamError("empty_range", "x").code).toBe("empty_range");
  });
});
