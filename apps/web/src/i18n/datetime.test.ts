import { describe, expect, it } from "vitest";
import { formatDateTime } from "./datetime";

describe("formatDateTime", () => {
  it("pads every part and uses the 24-hour clock", () => {
    expect(formatDateTime(new Date(2025, 0, 5, 7, 3, 9))).toBe("2025-01-05 07:03:09");
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59, 58))).toBe("2024-12-31 23:59:58");
  });
  it("reads ISO strings in local time", () => {
    const iso = new Date(2026, 10, 22, 13, 45, 0).toISOString();
    expect(formatDateTime(iso)).toBe("2026-11-22 13:45:00");
  });
  it("answers an empty string for missing or invalid values", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDateTime("")).toBe("");
    expect(formatDateTime("not a date")).toBe("");
  });
});
