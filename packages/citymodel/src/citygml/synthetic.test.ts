import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCityGmlAll } from "./reader";
import { CityModelError } from "../errors";
import { plateauCodelistDirs } from "./codelist";

const head = `<?xml version="1.0" encoding="UTF-8"?>
<core:CityModel xmlns:core="http://www.opengis.net/citygml/2.0" xmlns:gml="http://www.opengis.net/gml"
 xmlns:bldg="http://www.opengis.net/citygml/building/2.0" xmlns:xlink="http://www.w3.org/1999/xlink"
 xmlns:uro="https://www.geospatial.jp/iur/uro/9.9" xmlns:gen="http://www.opengis.net/citygml/generics/2.0">
<gml:boundedBy><gml:Envelope srsName="http://www.opengis.net/def/crs/EPSG/0/6697" srsDimension="3">
<gml:lowerCorner>35 139 0</gml:lowerCorner><gml:upperCorner>35.1 139.1 10</gml:upperCorner></gml:Envelope></gml:boundedBy>`;
const ring = (pts: number[][]) =>
  `<gml:LinearRing><gml:posList>${pts.flat().join(" ")}</gml:posList></gml:LinearRing>`;
// A 0.001 deg square at (35 N, 139 E), z from 10 to 20, with a 0.0002 deg hole in its roof.
const sq = (z: number) => [
  [35, 139, z],
  [35, 139.001, z],
  [35.001, 139.001, z],
  [35.001, 139, z],
  [35, 139, z],
];
const hole = (z: number) => [
  [35.0004, 139.0004, z],
  [35.0006, 139.0004, z],
  [35.0006, 139.0006, z],
  [35.0004, 139.0006, z],
  [35.0004, 139.0004, z],
];

const building = `<core:cityObjectMember><bldg:Building gml:id="B1">
<gml:name>テストビル</gml:name>
<bldg:usage codeSpace="../../codelists/Building_usage.xml">411</bldg:usage>
<bldg:yearOfConstruction>1999</bldg:yearOfConstruction>
<bldg:storeysAboveGround>3</bldg:storeysAboveGround><bldg:storeysBelowGround>1</bldg:storeysBelowGround>
<gen:genericAttributeSet name="x"><gen:stringAttribute name="建物ID"><gen:value>wrong</gen:value></gen:stringAttribute></gen:genericAttributeSet>
<gen:stringAttribute name="建物ID"><gen:value>13101-bldg-1</gen:value></gen:stringAttribute>
<bldg:consistsOfBuildingPart><bldg:BuildingPart gml:id="P1">
<bldg:measuredHeight uom="m">10</bldg:measuredHeight>
<bldg:lod2Solid><gml:Solid><gml:exterior><gml:CompositeSurface>
<gml:surfaceMember xlink:href="#roof1"/><gml:surfaceMember xlink:href="#ground1"/>
</gml:CompositeSurface></gml:exterior></gml:Solid></bldg:lod2Solid>
<bldg:boundedBy><bldg:RoofSurface><bldg:lod2MultiSurface><gml:MultiSurface><gml:surfaceMember>
<gml:Polygon gml:id="roof1"><gml:exterior>${ring(sq(20))}</gml:exterior><gml:interior>${ring(hole(20))}</gml:interior></gml:Polygon>
</gml:surfaceMember></gml:MultiSurface></bldg:lod2MultiSurface></bldg:RoofSurface></bldg:boundedBy>
<bldg:boundedBy><bldg:GroundSurface><bldg:lod2MultiSurface><gml:MultiSurface><gml:surfaceMember>
<gml:Polygon gml:id="ground1"><gml:exterior>${ring(sq(10))}</gml:exterior></gml:Polygon>
</gml:surfaceMember></gml:MultiSurface></bldg:lod2MultiSurface></bldg:GroundSurface></bldg:boundedBy>
</bldg:BuildingPart></bldg:consistsOfBuildingPart>
<bldg:consistsOfBuildingPart><bldg:BuildingPart gml:id="P2">
<bldg:lod1Solid><gml:Solid><gml:exterior><gml:CompositeSurface>
<gml:surfaceMember><gml:Polygon><gml:exterior>${ring(sq(10).map(([a, b, z]) => [a + 0.002, b, z]))}</gml:exterior></gml:Polygon></gml:surfaceMember>
<gml:surfaceMember><gml:Polygon><gml:exterior>${ring(sq(16).map(([a, b, z]) => [a + 0.002, b, z]))}</gml:exterior></gml:Polygon></gml:surfaceMember>
</gml:CompositeSurface></gml:exterior></gml:Solid></bldg:lod1Solid>
</bldg:BuildingPart></bldg:consistsOfBuildingPart>
</bldg:Building></core:cityObjectMember>`;

describe("readCityGml on synthetic variants", () => {
  it("merges BuildingParts, keeps holes, resolves xlink members and the code list two folders up", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cgml-"));
    mkdirSync(join(dir, "13100_tokyo23-ku_2024_citygml_1_op", "udx", "bldg"), { recursive: true });
    mkdirSync(join(dir, "13100_tokyo23-ku_2024_citygml_1_op", "codelists"));
    writeFileSync(
      join(dir, "13100_tokyo23-ku_2024_citygml_1_op", "codelists", "Building_usage.xml"),
      `<gml:Dictionary xmlns:gml="http://www.opengis.net/gml"><gml:dictionaryEntry><gml:Definition gml:id="a"><gml:description>住宅 (tree)</gml:description><gml:name>411</gml:name></gml:Definition></gml:dictionaryEntry></gml:Dictionary>`,
    );
    const file = join(dir, "13100_tokyo23-ku_2024_citygml_1_op", "udx", "bldg", "53390000_bldg_6697_op.gml");
    writeFileSync(file, `${head}${building}</core:CityModel>`);
    const [b] = await readCityGmlAll(file, { trustedCodelistDirs: plateauCodelistDirs(file) });
    // Without the operator's trusted folders, only the bundled list is read (411 is 住宅 there too).
    const [untrusted] = await readCityGmlAll(file);
    rmSync(dir, { recursive: true, force: true });
    expect(untrusted?.attributes.usageLabel).toBe("住宅");
    expect(b?.parts).toBe(2);
    expect(b?.height).toBe(10); // the part's measuredHeight
    expect(b?.lods).toEqual([1, 2]);
    expect(b?.groundZ).toBe(10); // the LOD1 solid's bottom
    expect(b?.attributes).toEqual({
      buildingId: "13101-bldg-1",
      name: "テストビル",
      usage: "411",
      usageLabel: "住宅 (tree)",
      storeysAboveGround: 3,
      storeysBelowGround: 1,
      yearOfConstruction: 1999,
      cityCode: "13101",
    });
    // Roof with one hole: 4 + 4 vertices + 2 * 1 - 2 = 8 triangles; ground square 2.
    expect(b?.surfaces.find((s) => s.type === "roof")?.positions.length).toBe(8 * 9);
    expect(b?.surfaces.find((s) => s.type === "ground")?.positions.length).toBe(2 * 9);
    // Footprint from the LOD1 bottom face of part 2, counter-clockwise lon/lat.
    expect(b?.footprint).toHaveLength(1);
    expect(b?.footprint[0]?.[0]).toHaveLength(4);
  });

  it("reads EPSG:6668 2D and a plane-rectangular (EPSG:6677, X north first) posList", async () => {
    const flat = `${head.replace(/EPSG\/0\/6697" srsDimension="3"/, 'EPSG/0/6668" srsDimension="2"')}<core:cityObjectMember><bldg:Building gml:id="F"><bldg:lod0FootPrint><gml:MultiSurface><gml:surfaceMember><gml:Polygon><gml:exterior>${ring(sq(0).map(([a, b]) => [a, b]))}</gml:exterior></gml:Polygon></gml:surfaceMember></gml:MultiSurface></bldg:lod0FootPrint></bldg:Building></core:cityObjectMember></core:CityModel>`;
    const [f] = await readCityGmlAll(new TextEncoder().encode(flat));
    expect(f?.footprint[0]?.[0]?.[0]).toEqual([139, 35]);
    expect(f?.heightSource).toBe("none");
    // Zone IX origin is (36 N, 139 50' E): X = 0, Y = 0 there.
    const plane = `${head.replace(/EPSG\/0\/6697" srsDimension="3"/, 'EPSG/0/6677" srsDimension="3"')}<core:cityObjectMember><bldg:Building gml:id="P"><bldg:lod0FootPrint><gml:MultiSurface><gml:surfaceMember><gml:Polygon><gml:exterior>${ring(
      [
        [0, 0, 0],
        [0, 10, 0],
        [10, 10, 0],
        [0, 0, 0],
      ],
    )}</gml:exterior></gml:Polygon></gml:surfaceMember></gml:MultiSurface></bldg:lod0FootPrint></bldg:Building></core:cityObjectMember></core:CityModel>`;
    const [p] = await readCityGmlAll(new TextEncoder().encode(plane));
    const ring0 = p?.footprint[0]?.[0] ?? [];
    const pts = [...ring0].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(pts[0]?.[0]).toBeCloseTo(139 + 50 / 60, 9);
    expect(pts[0]?.[1]).toBeCloseTo(36, 9);
    // (X 0, Y 10): 10 m east of the origin, same latitude; 1 deg of longitude at 36 N is ~90.2 km.
    const east = pts.find((q) => q[1] < 36 + 1e-7 && q[0] > 139.8334);
    expect(((east?.[0] ?? 0) - (139 + 50 / 60)) * 90_197).toBeCloseTo(10, 1);
  });

  it("keeps inline lod2Solid polygons (no boundary surfaces) as `other` and one footprint per part", async () => {
    const fp = (dlat: number) =>
      `<bldg:lod0FootPrint><gml:MultiSurface><gml:surfaceMember><gml:Polygon><gml:exterior>${ring(sq(0).map(([a, b]) => [a + dlat, b, 0]))}</gml:exterior></gml:Polygon></gml:surfaceMember></gml:MultiSurface></bldg:lod0FootPrint>`;
    const xml = `${head}<core:cityObjectMember><bldg:Building gml:id="S">
<bldg:consistsOfBuildingPart><bldg:BuildingPart>${fp(0)}</bldg:BuildingPart></bldg:consistsOfBuildingPart>
<bldg:consistsOfBuildingPart><bldg:BuildingPart>${fp(0.002)}
<bldg:lod2Solid><gml:Solid><gml:exterior><gml:CompositeSurface>
<gml:surfaceMember><gml:Polygon><gml:exterior>${ring(sq(5))}</gml:exterior></gml:Polygon></gml:surfaceMember>
<gml:surfaceMember><gml:Polygon><gml:exterior>${ring(sq(9))}</gml:exterior></gml:Polygon></gml:surfaceMember>
</gml:CompositeSurface></gml:exterior></gml:Solid></bldg:lod2Solid>
</bldg:BuildingPart></bldg:consistsOfBuildingPart></bldg:Building></core:cityObjectMember></core:CityModel>`;
    const [b] = await readCityGmlAll(new TextEncoder().encode(xml));
    expect(b?.parts).toBe(2);
    expect(b?.footprint).toHaveLength(2);
    expect(b?.lods).toEqual([0, 2]);
    expect(b?.surfaces).toHaveLength(1);
    expect(b?.surfaces[0]?.type).toBe("other");
    expect(b?.surfaces[0]?.positions.length).toBe(4 * 9);
    // No measuredHeight, no LOD1: the LOD2 z range (5 to 9 m) on a base at 5 m.
    expect(b).toMatchObject({ height: 4, heightSource: "lod2", groundZ: 5 });
  });

  it("takes a measuredHeight of -9999 (PLATEAU's placeholder for unknown) as missing: the LOD1 height", async () => {
    const lod1 = (z0: number, z1: number) =>
      `<bldg:lod1Solid><gml:Solid><gml:exterior><gml:CompositeSurface>
<gml:surfaceMember><gml:Polygon><gml:exterior>${ring(sq(z0))}</gml:exterior></gml:Polygon></gml:surfaceMember>
<gml:surfaceMember><gml:Polygon><gml:exterior>${ring(sq(z1))}</gml:exterior></gml:Polygon></gml:surfaceMember>
</gml:CompositeSurface></gml:exterior></gml:Solid></bldg:lod1Solid>`;
    const xml = `${head}<core:cityObjectMember><bldg:Building gml:id="U1">
<bldg:measuredHeight uom="m">-9999</bldg:measuredHeight>${lod1(3, 15)}
</bldg:Building></core:cityObjectMember></core:CityModel>`;
    const [b] = await readCityGmlAll(new TextEncoder().encode(xml));
    expect(b).toMatchObject({ height: 12, heightSource: "lod1", groundZ: 3 });
  });

  it("rejects bad input with a stable code", async () => {
    const code = async (input: string) =>
      readCityGmlAll(new TextEncoder().encode(input)).then(
        () => "ok",
        (e: unknown) => (e instanceof CityModelError ? e.code : String(e)),
      );
    expect(await code(`${head}<core:cityObjectMember><bldg:Building></core:cityObjectMember>`)).toBe(
      "malformed_xml",
    );
    expect(await code("<html><body>hello</body></html>")).toBe("not_citygml");
    expect(await code("not xml at all")).toBe("malformed_xml");
    expect(await code(`${head}</core:CityModel>`)).toBe("no_buildings");
    expect(await code(`${head.replace("6697", "2451")}<core:cityObjectMember/></core:CityModel>`)).toBe(
      "unsupported_crs",
    );
  });
});
