import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { buildingToFeature } from "./geojson-out";
import type { Building } from "./model";
import { readBuildingsFromFile } from "./readers/any";
import { fixturePath, samplePath } from "./testing/samples";

// Golden GeoJSON outputs of the small samples (open them in any GIS to check by eye). REGEN=1 writes them
// after an intended change (`REGEN=1 npx vitest run --project unit packages/citymodel/src/golden.test.ts`); the
// diff is then reviewed like code. Without REGEN a missing fixture is a failure, never written.
const cases: [string, string[]][] = [
  ["tokyo23_53392546", ["citygml", "tokyo23_53392546_bldg_6697_2_op_unitysdk.gml"]],
  ["tokyo23_53392547", ["citygml", "tokyo23_53392547_bldg_6697_2_op_unitysdk.gml"]],
  ["osaka_51357381", ["citygml", "osaka_51357381_bldg_6697_op.gml"]],
  ["ifc4_IfcOpenHouse_at_osaka", ["ifc", "ifc4_IfcOpenHouse_webifc.ifc"]],
];

describe("golden GeoJSON", () => {
  for (const [name, path] of cases) {
    it(name, async () => {
      const buildings: Building[] = [];
      const placement = { lon: 135.5023, lat: 34.6937, rotation: 30, elevation: 5 };
      for await (const b of readBuildingsFromFile(samplePath(...path), { placement })) buildings.push(b);
      const text = `${JSON.stringify({ type: "FeatureCollection", features: buildings.map(buildingToFeature) }, null, 1)}\n`;
      const file = fixturePath("out", `${name}.geojson`);
      if (process.env.REGEN === "1") {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
      // A missing fixture fails: writing it here would make the test pass on whatever the code produces.
      if (!existsSync(file))
        throw new Error(`golden fixture ${file} is missing: run with REGEN=1 and review it`);
      expect(text).toBe(readFileSync(file, "utf8"));
    });
  }
});
