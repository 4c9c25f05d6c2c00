import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { cityCodeFromPath, meshCodeFromPath, parseCodelist } from "./codelist";
import { samplePath } from "../testing/samples";

describe("code lists and PLATEAU paths", () => {
  it("parses the Building_usage code list (18 entries, 401 業務施設 ... 454 その他, 461 不明)", () => {
    const map = parseCodelist(readFileSync(samplePath("citygml", "codelists", "Building_usage.xml"), "utf8"));
    expect(map.size).toBe(18);
    expect(map.get("401")).toBe("業務施設");
    expect(map.get("411")).toBe("住宅");
    expect(map.get("454")).toBe("その他");
    expect(map.get("461")).toBe("不明");
  });

  it("reads mesh and city codes from PLATEAU paths", () => {
    expect(meshCodeFromPath("/x/udx/bldg/53392546_bldg_6697_2_op.gml")).toBe("53392546");
    expect(meshCodeFromPath("osaka_51357346_bldg_6697_op_fulltile.gml")).toBeUndefined(); // renamed sample
    expect(
      cityCodeFromPath("/d/13100_tokyo23-ku_2022_citygml_1_3_op/udx/bldg/53392633_bldg_6697_2_op.gml"),
    ).toBe("13100");
    expect(cityCodeFromPath("/d/udx/bldg/53392633_bldg_6697_2_op.gml")).toBeUndefined();
  });
});
