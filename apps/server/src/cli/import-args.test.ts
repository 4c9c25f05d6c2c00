import { describe, expect, it } from "vitest";
import { parseImportArgs } from "./import-args";

describe("import command line", () => {
  it("resolves paths against where the user typed the command and reads --city and --year", () => {
    expect(
      parseImportArgs(["data/udx", "/abs/a.gml", "--city", "13100", "--year", "2023"], "/home/u"),
    ).toEqual({
      paths: ["/home/u/data/udx", "/abs/a.gml"],
      cityCode: "13100",
      dataYear: 2023,
    });
  });

  it("requires files and a 5-digit city code; rejects a bad year and unknown options", () => {
    expect(() => parseImportArgs(["--city", "13100"], "/")).toThrow(/at least one/);
    expect(() => parseImportArgs(["a.gml"], "/")).toThrow(/--city/);
    expect(() => parseImportArgs(["a.gml", "--city", "131"], "/")).toThrow(/--city/);
    expect(() => parseImportArgs(["a.gml", "--city", "13100", "--year", "20x"], "/")).toThrow(/--year/);
    expect(() => parseImportArgs(["a.gml", "--city", "13100", "--force"], "/")).toThrow();
  });
});
