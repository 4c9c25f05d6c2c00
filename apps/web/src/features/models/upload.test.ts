import { modelPlacementFieldsSchema } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { modelFormData, uploadError } from "./upload";

describe("model upload body", () => {
  it("sends the set placement fields before the file, which the server's schema accepts", () => {
    const file = new Blob(["ISO-10303-21;"]);
    const form = modelFormData(file, "house.ifc", {
      anchor_lon: 135.4925,
      anchor_lat: 34.6113,
      rotation: -30,
      elevation: 2.5,
      height_standard: "relativeToGround",
      height_attribute: undefined,
    });
    expect([...form.keys()]).toEqual([
      "anchor_lon",
      "anchor_lat",
      "rotation",
      "elevation",
      "height_standard",
      "file",
    ]);
    expect((form.get("file") as File).name).toBe("house.ifc");
    const fields = Object.fromEntries([...form.entries()].filter(([key]) => key !== "file"));
    const parsed = modelPlacementFieldsSchema.parse(fields);
    expect(parsed).toMatchObject({
      anchor_lon: 135.4925,
      anchor_lat: 34.6113,
      rotation: -30,
      elevation: 2.5,
    });
  });
  it("leaves out empty fields", () => {
    const form = modelFormData(new Blob(["{}"]), "plan.geojson", { height_attribute: "" });
    expect([...form.keys()]).toEqual(["file"]);
  });
});

describe("upload failures", () => {
  it("keeps the server's stable code, message and fields", () => {
    const error = uploadError(
      422,
      JSON.stringify({ error: { code: "shapefile_not_zipped", message: "Shapefiles must be zipped." } }),
    );
    expect(error.status).toBe(422);
    expect(error.code).toBe("shapefile_not_zipped");
    const invalid = uploadError(
      400,
      JSON.stringify({
        error: {
          code: "validation_failed",
          message: "x",
          fields: [{ path: "anchor_lon", message: "model.anchor_required" }],
        },
      }),
    );
    expect(invalid.fields).toEqual([{ path: "anchor_lon", message: "model.anchor_required" }]);
  });
  it("names a bare 413 (a proxy's page) as too large, other text by status", () => {
    expect(uploadError(413, "<html>Request Entity Too Large</html>").code).toBe("payload_too_large");
    expect(uploadError(502, "Bad gateway").code).toBe("internal");
    expect(uploadError(400, "nope").code).toBe("bad_response");
  });
});
