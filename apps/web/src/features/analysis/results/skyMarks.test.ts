import type { SkyPoint } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { defaultSkyMarks, parseSkyMarks, skyMarksKey } from "./skyMarks";

const point = (id: string, check: SkyPoint["check"]): SkyPoint => ({
  id,
  check,
  lon: 135.5,
  lat: 34.69,
  edge: check ? 0 : null,
  height: 0,
  sky_factor: { planned: 0.6, conforming: check ? 0.5 : null, pass: check ? true : null },
  margin: check ? 0.1 : null,
});
const points = [point("R1-1", "road"), point("R1-2", "road"), point("A1-1", "neighbour"), point("P1", null)];

describe("天空率 submission marks", () => {
  it("marks each check's worst point and the user's points by default, in the table's order", () => {
    const checks = [{ worst: { id: "A1-1" } }, { worst: { id: "R1-2" } }];
    expect(defaultSkyMarks(checks, points)).toEqual(["R1-2", "A1-1", "P1"]);
    expect(defaultSkyMarks([], points)).toEqual(["P1"]);
  });

  it("reads stored marks in the table's order, dropping ids the run does not have", () => {
    expect(parseSkyMarks(JSON.stringify(["P1", "R1-1", "X9"]), points)).toEqual(["R1-1", "P1"]);
    expect(parseSkyMarks("[]", points)).toEqual([]);
  });

  it("falls back to the defaults when nothing or nothing readable is stored", () => {
    expect(parseSkyMarks(null, points)).toBeNull();
    expect(parseSkyMarks("{not json", points)).toBeNull();
    expect(parseSkyMarks('{"ids":["R1-1"]}', points)).toBeNull();
  });

  it("keys the marks by their scope", () => {
    expect(skyMarksKey("case-1.run-2")).toBe("soracity.skyMarks.case-1.run-2");
  });
});
