import { describe, expect, it } from "vitest";
import { modeOfStored } from "./darkModeStorage";
import { appTheme } from "./theme";

describe("theme", () => {
  it("reads the stored dark-mode flag; nothing stored leaves the default", () => {
    expect(modeOfStored("true")).toBe("dark");
    expect(modeOfStored("false")).toBe("light");
    expect(modeOfStored(null)).toBe("system");
    expect(modeOfStored("yes")).toBe("system");
  });
  it("uses the breakpoints of PRODUCT.md §9 (600 / 960 / 1280 / 1920)", () => {
    expect(appTheme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 });
    expect(appTheme.breakpoints.up("md")).toBe("@media (min-width:960px)");
    expect(appTheme.breakpoints.down("sm")).toBe("@media (max-width:599.95px)");
  });
  it("has a teal primary and a cyan accent in light mode, and a dark palette in dark mode", () => {
    const { light, dark } = appTheme.colorSchemes;
    expect(light?.palette.mode).toBe("light");
    expect(light?.palette.primary.main).toBe("#00796b"); // Material teal 700
    expect(light?.palette.secondary.main).toBe("#00acc1"); // Material cyan 600
    expect(dark?.palette.mode).toBe("dark");
    expect(dark?.palette.background.default).toBe("#0f1416");
  });
  it("switches the schemes by <html data-theme>", () => {
    const css = JSON.stringify(appTheme.generateStyleSheets?.());
    expect(css).toContain('[data-theme=\\"dark\\"]');
    expect(css).toContain("#0f1416");
  });
  it("puts the Japanese system fonts first", () => {
    expect(appTheme.typography.fontFamily).toMatch(/^"Hiragino Sans".*"Noto Sans JP", Meiryo/);
  });
});
