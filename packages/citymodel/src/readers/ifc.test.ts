import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readIfc } from "./ifc";
import { CityModelError } from "../errors";
import { toPlane } from "../geo/zones";
import { toLocal } from "../local";
import type { Building } from "../model";
import { samplePath } from "../testing/samples";

const ifc = (name: string) => new Uint8Array(readFileSync(samplePath("ifc", name)));
const anchor = { lon: 139.7, lat: 35.6 };

/** Extent of all triangles in the anchor's ENU frame. */
function extent(b: Building): { min: number[]; max: number[] } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const s of toLocal(b, [anchor.lon, anchor.lat, 0]).surfaces) {
    for (let i = 0; i < s.positions.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k], s.positions[i + k]);
        max[k] = Math.max(max[k], s.positions[i + k]);
      }
    }
  }
  return { min, max };
}

describe("readIfc", () => {
  it("IFC4 IfcOpenHouse: millimetres to metres, Z up, typed surfaces, placed by the anchor", async () => {
    const b = await readIfc(ifc("ifc4_IfcOpenHouse_webifc.ifc"), { ...anchor, elevation: 10 });
    // Counted in the file: 4 IFCWALLSTANDARDCASE, 2 IFCSLAB (.ROOF.), 1 IFCFOOTING; units (#13) MILLI METRE.
    expect(b.attributes.extra).toMatchObject({
      schema: "IFC4",
      lengthUnitMetres: 0.001,
      IFCWALLSTANDARDCASE: 4,
      IFCSLAB: 2,
    });
    expect(b.attributes.storeys).toHaveLength(1);
    expect(b.surfaces.map((s) => s.type).sort()).toEqual(["ground", "other", "roof", "wall"]);
    // The strip footing is extruded 2000 mm (#88) down from the model's zero: the base is 2 m below the
    // elevation (absolute height standard: z + 10 m).
    expect(b.groundZ).toBeCloseTo(8, 3);
    // The south and north walls run from x = -5000 to 5000 mm (#58, #59): at least 10 m east-west.
    const { min, max } = extent(b);
    expect(max[0] - min[0]).toBeGreaterThan(10);
    expect(max[0] - min[0]).toBeLessThan(11.5);
    expect(b.height).toBeGreaterThan(3 + 2); // 3000 mm walls (#57) on the 2 m footing, roof above
  });

  it("height standards and rotation move the model as PRODUCT.md §3 says", async () => {
    const bytes = ifc("ifc4_IfcOpenHouse_webifc.ifc");
    const rel = await readIfc(bytes, {
      ...anchor,
      heightStandard: "relativeToGround",
      groundElevation: 5,
      elevation: 1,
    });
    expect(rel.groundZ).toBeCloseTo(5 + 1 - 2, 3);
    const clamp = await readIfc(bytes, {
      ...anchor,
      heightStandard: "clampToGround",
      groundElevation: 5,
      elevation: 99,
    });
    expect(clamp.groundZ).toBeCloseTo(5, 6);
    const straight = extent(await readIfc(bytes, anchor));
    const turned = extent(await readIfc(bytes, { ...anchor, rotation: 90 }));
    // Clockwise 90 deg: model +x points south, model +y east.
    expect(turned.max[1]).toBeCloseTo(-straight.min[0], 2);
    expect(turned.min[1]).toBeCloseTo(-straight.max[0], 2);
    expect(turned.max[0]).toBeCloseTo(straight.max[1], 2);
  });

  it("IFC2X3 (Revit): two storeys named with elevations in metres", async () => {
    const b = await readIfc(ifc("ifc2x3_example_webifc.ifc"), anchor);
    // Counted in the file: 17 walls, 9 slabs (all .BASESLAB.), storeys 'Level 1' at ~0 and 'Level 2' at 3139.99 mm.
    expect(b.attributes.extra).toMatchObject({ schema: "IFC2X3", IFCWALLSTANDARDCASE: 17, IFCSLAB: 9 });
    expect(b.attributes.storeys?.map((s) => s.name)).toEqual(["Level 1", "Level 2"]);
    expect(b.attributes.storeys?.[1]?.elevation).toBeCloseTo(3.14, 6);
    const { min, max } = extent(b);
    // Z up: the building is ~6 m tall and tens of metres across, not the other way round.
    expect(max[2] - min[2]).toBeLessThan(8);
    expect(max[2]).toBeGreaterThan(3.14);
    expect(max[0] - min[0]).toBeGreaterThan(20);
  });

  it("IfcMapConversion overrides the anchor (IFC4, plane zone IX, x axis turned to north)", async () => {
    // The sample plus a map conversion: origin at E -7000 m, N -35000 m, 40 m high; units are mm and no
    // MapUnit is given, so the offsets are in mm. XAxisAbscissa 0, XAxisOrdinate 1: model x points north.
    const text = new TextDecoder().decode(ifc("ifc4_IfcOpenHouse_webifc.ifc"));
    const extra =
      "#9001=IFCPROJECTEDCRS('EPSG:6677',$,$,$,$,$,$);\n" +
      "#9002=IFCMAPCONVERSION(#11,#9001,-7000000.,-35000000.,40000.,0.,1.,$);\n";
    const withMap = text.replace(/ENDSEC;\s*END-ISO-10303-21;\s*$/, `${extra}ENDSEC;\nEND-ISO-10303-21;\n`);
    expect(withMap).toContain("IFCMAPCONVERSION");
    const b = await readIfc(new TextEncoder().encode(withMap), { ...anchor, elevation: 500 });
    expect(b.attributes.extra?.georeference).toBe("IfcMapConversion");
    expect(b.groundZ).toBeCloseTo(40 - 2, 3); // footing 2 m below the model's zero
    const es: number[] = [];
    const ns: number[] = [];
    for (const s of b.surfaces) {
      for (let i = 0; i < s.positions.length; i += 3) {
        const [e, n] = toPlane(9, s.positions[i], s.positions[i + 1]);
        es.push(e);
        ns.push(n);
      }
    }
    // Walls from x = -5 m to 5 m now run south-north around N = -35000 m.
    expect(Math.min(...ns)).toBeGreaterThan(-35_000 - 5.8);
    expect(Math.max(...ns)).toBeLessThan(-35_000 + 5.8);
    expect(Math.max(...ns) - Math.min(...ns)).toBeGreaterThan(10);
    expect(Math.max(...es) - Math.min(...es)).toBeLessThan(7);
    expect(Math.max(...es)).toBeLessThan(-7000 + 1); // model y from -5.4 to 0.4 maps to E = -7000 - y
  });

  it("rejects truncated and non-IFC bytes with malformed_ifc", async () => {
    const bytes = ifc("ifc4_IfcOpenHouse_webifc.ifc");
    const code = (p: Promise<unknown>) =>
      p.then(
        () => "ok",
        (e: unknown) => (e instanceof CityModelError ? e.code : String(e)),
      );
    expect(await code(readIfc(bytes.subarray(0, bytes.length >> 1), anchor))).toBe("malformed_ifc");
    expect(await code(readIfc(new TextEncoder().encode("hello"), anchor))).toBe("malformed_ifc");
  });
});
