import { describe, expect, it } from "vitest";
import { createAppTheme, modeOfStored } from "./theme";

describe("theme", () => {
  it("reads the stored dark-mode flag, light by default", () => {
    expect(modeOfStored("true")).toBe("dark");
    expect(modeOfStored("false")).toBe("light");
    expect(modeOfStored(null)).toBe("light");
    expect(modeOfStored("yes")).toBe("light");
  });
  it("uses the spec's breakpoints (600 / 960 / 1280 / 1920)", () => {
    const theme = createAppTheme("light");
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 });
    expect(theme.breakpoints.up("md")).toBe("@media (min-width:960px)");
    expect(theme.breakpoints.down("sm")).toBe("@media (max-width:599.95px)");
  });
  it("has a teal primary and a cyan accent in light mode, and a dark palette in dark mode", () => {
    const light = createAppTheme("light");
    expect(light.palette.mode).toBe("light");
    expect(light.palette.primary.main).toBe("#00796b"); // Material teal 700
    expect(light.palette.secondary.main).toBe("#00acc1"); // Material cyan 600
    const dark = createAppTheme("dark");
    expect(dark.palette.mode).toBe("dark");
    expect(dark.palette.background.default).toBe("#0f1416");
  });
  it("puts the Japanese system fonts first", () => {
    expect(createAppTheme("light").typography.fontFamily).toMatch(/^"Hiragino Sans".*"Noto Sans JP", Meiryo/);
  });
});
