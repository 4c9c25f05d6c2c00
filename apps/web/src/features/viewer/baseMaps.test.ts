import { describe, expect, it } from "vitest";
import { gsiBaseMaps } from "../map/baseMaps";
import { storedViewerBaseMap, viewerBaseMaps } from "./baseMaps";

describe("viewer base maps", () => {
  it("offers the bundled imagery first, the GSI tiles of the 2D map, PLATEAU when configured, and none", () => {
    const gsi = gsiBaseMaps(undefined);
    expect(viewerBaseMaps(undefined, gsi).map((m) => m.id)).toEqual([
      "bundled",
      "std",
      "pale",
      "photo",
      "none",
    ]);
    const withPlateau = viewerBaseMaps("https://tiles.example/ortho/{z}/{x}/{y}.png", gsi);
    expect(withPlateau.find((m) => m.id === "plateau")?.url).toBe(
      "https://tiles.example/ortho/{z}/{x}/{y}.png",
    );
    expect(viewerBaseMaps(undefined, gsiBaseMaps("none")).map((m) => m.id)).toEqual(["bundled", "none"]);
  });

  it("keeps the user's choice only while the build offers it", () => {
    const maps = viewerBaseMaps(undefined, gsiBaseMaps(undefined));
    expect(storedViewerBaseMap({ getItem: () => "pale" }, maps).id).toBe("pale");
    expect(storedViewerBaseMap({ getItem: () => "plateau" }, maps).id).toBe("bundled");
    expect(storedViewerBaseMap(undefined, maps).id).toBe("bundled");
  });
});
