import { describe, expect, it } from "vitest";
import { GSI_TILES_DEFAULT, gsiBaseMaps, storedBaseMap } from "./baseMaps";

describe("base maps", () => {
  it("are the GSI standard, pale and aerial photo tiles by default", () => {
    expect(gsiBaseMaps(undefined).map((map) => map.url)).toEqual([
      `${GSI_TILES_DEFAULT}/std/{z}/{x}/{y}.png`,
      `${GSI_TILES_DEFAULT}/pale/{z}/{x}/{y}.png`,
      `${GSI_TILES_DEFAULT}/seamlessphoto/{z}/{x}/{y}.jpg`,
    ]);
    expect(gsiBaseMaps("")).toHaveLength(3);
  });
  it("follow a configured base URL, or none", () => {
    expect(gsiBaseMaps("https://tiles.example.jp/gsi/")[0]?.url).toBe(
      "https://tiles.example.jp/gsi/std/{z}/{x}/{y}.png",
    );
    expect(gsiBaseMaps("none")).toEqual([]);
  });
  it("restore the stored choice only when it still exists", () => {
    const maps = gsiBaseMaps(undefined);
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(storedBaseMap(storage("photo"), maps)).toBe("photo");
    expect(storedBaseMap(storage("none"), maps)).toBe("none");
    expect(storedBaseMap(storage("satellite"), maps)).toBe("std");
    expect(storedBaseMap(undefined, maps)).toBe("std");
    expect(storedBaseMap(storage("std"), [])).toBe("none");
  });
});
