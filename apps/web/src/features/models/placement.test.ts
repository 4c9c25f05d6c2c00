import { describe, expect, it } from "vitest";
import { EMPTY_PLACEMENT, placementErrors, placementFields } from "./placement";

describe("placement fields", () => {
  it("needs an anchor for IFC and glTF and sends it with the rotation", () => {
    expect(placementFields(EMPTY_PLACEMENT, "ifc")).toEqual({
      ok: false,
      errors: { anchor: "model.anchor_required" },
    });
    const placed = placementFields(
      { ...EMPTY_PLACEMENT, anchor: [34.61, 135.49], rotation: "45", elevation: "3" },
      "gltf",
    );
    expect(placed).toEqual({
      ok: true,
      fields: {
        anchor_lat: 34.61,
        anchor_lon: 135.49,
        rotation: "45",
        elevation: "3",
        height_standard: "absolute",
      },
    });
  });
  it("sends neither anchor nor rotation for georeferenced files, and the attribute for footprints", () => {
    const draft = { ...EMPTY_PLACEMENT, anchor: [1, 2] as [number, number], heightAttribute: " measured " };
    expect(placementFields(draft, "shapefile")).toEqual({
      ok: true,
      fields: { height_standard: "absolute", height_attribute: "measured" },
    });
    expect(placementFields(draft, "citygml")).toEqual({ ok: true, fields: { height_standard: "absolute" } });
  });
  it("reports out-of-range numbers with the contract's message keys", () => {
    const result = placementFields(
      { ...EMPTY_PLACEMENT, anchor: [34, 135], rotation: "400", elevation: "abc" },
      "ifc",
    );
    expect(result).toEqual({
      ok: false,
      errors: { rotation: "model.rotation", elevation: "model.elevation" },
    });
  });
  it("maps the server's field errors to the form's fields", () => {
    expect(
      placementErrors([
        { path: "anchor_lat", message: "model.anchor_required" },
        { path: "file", message: "common.required" },
      ]),
    ).toEqual({ anchor: "model.anchor_required" });
  });
});
