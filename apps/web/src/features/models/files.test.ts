import { MODEL_UPLOAD_MAX_BYTES } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { formatBytes, hasHeightAttribute, modelKindOfName, needsAnchor, withinUploadLimit } from "./files";

describe("model files", () => {
  it("knows the reader of each supported extension, in any case", () => {
    expect(modelKindOfName("house.IFC")).toBe("ifc");
    expect(modelKindOfName("footprints_shp.zip")).toBe("shapefile");
    expect(modelKindOfName("a.b.geojson")).toBe("geojson");
    expect(modelKindOfName("plan.json")).toBe("geojson");
    expect(modelKindOfName("tower.glb")).toBe("gltf");
    expect(modelKindOfName("tower.gltf")).toBe("gltf");
    expect(modelKindOfName("53392633_bldg.gml")).toBe("citygml");
    expect(modelKindOfName("bare.shp")).toBeNull();
    expect(modelKindOfName("no-extension")).toBeNull();
  });
  it("asks for placement of IFC and glTF only, and for a height attribute of footprints only", () => {
    expect(needsAnchor("ifc")).toBe(true);
    expect(needsAnchor("gltf")).toBe(true);
    expect(needsAnchor("shapefile")).toBe(false);
    expect(needsAnchor(null)).toBe(false);
    expect(hasHeightAttribute("shapefile")).toBe(true);
    expect(hasHeightAttribute("geojson")).toBe(true);
    expect(hasHeightAttribute("ifc")).toBe(false);
  });
  it("refuses files over the 100 MB upload limit", () => {
    expect(MODEL_UPLOAD_MAX_BYTES).toBe(100 * 1024 * 1024);
    expect(withinUploadLimit(MODEL_UPLOAD_MAX_BYTES)).toBe(true);
    expect(withinUploadLimit(MODEL_UPLOAD_MAX_BYTES + 1)).toBe(false);
    expect(withinUploadLimit(0)).toBe(true);
  });
  it("formats sizes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(67_779)).toBe("66.2 KB");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5.0 MB");
  });
});
