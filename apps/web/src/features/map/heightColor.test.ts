import { describe, expect, it } from "vitest";
import { HEIGHT_CLASSES, colorByHeight, heightLegend } from "./heightColor";

describe("colour by height", () => {
  it("puts each height in its class, bounds inclusive below", () => {
    expect(colorByHeight(0)).toBe("#fff3b0");
    expect(colorByHeight(9.99)).toBe("#fff3b0");
    expect(colorByHeight(10)).toBe("#fed976");
    expect(colorByHeight(30.9)).toBe("#feb24c");
    expect(colorByHeight(31)).toBe("#fd8d3c");
    expect(colorByHeight(99)).toBe("#bd0026");
    expect(colorByHeight(634)).toBe("#67001f");
  });
  it("treats unknown and negative heights as the lowest class", () => {
    expect(colorByHeight(Number.NaN)).toBe(HEIGHT_CLASSES[0].color);
    expect(colorByHeight(-3)).toBe(HEIGHT_CLASSES[0].color);
  });
  it("gives one legend row per class, the last one open", () => {
    const rows = heightLegend();
    expect(rows).toHaveLength(HEIGHT_CLASSES.length);
    expect(rows[0]).toEqual({ color: "#fff3b0", min: 0, max: 10 });
    expect(rows.at(-1)).toEqual({ color: "#67001f", min: 100, max: undefined });
    // Every class's colour is what colorByHeight gives inside it.
    for (const row of rows) expect(colorByHeight(row.min + 0.5)).toBe(row.color);
  });
});
