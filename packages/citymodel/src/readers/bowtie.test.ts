import { describe, expect, it } from "vitest";
import { readCityGmlAll } from "../citygml/reader";
import { CityModelError } from "../errors";
import { polygonShapefileZip } from "../testing/shapefile";
import { readGeoJson } from "./geojson";
import { meshesToBuilding } from "./placement";
import { readShapefileZip } from "./shapefile";

// The same footprint in every reader: a square of about 18 x 22 m near Tokyo Station drawn with two corners
// swapped, so edges 0 and 2 cross (a bow-tie), and the square itself drawn right.
const [LON, LAT, D] = [139.7671, 35.6812, 0.0002];
const BOW_TIE = [[LON, LAT], [LON + D, LAT + D], [LON + D, LAT], [LON, LAT + D]]; // prettier-ignore
const SQUARE = [[LON, LAT], [LON + D, LAT], [LON + D, LAT + D], [LON, LAT + D]]; // prettier-ignore

function refusal(read: () => unknown): CityModelError {
  try {
    read();
  } catch (error) {
    if (error instanceof CityModelError) return error;
    throw error;
  }
  throw new Error("accepted");
}
async function refusalAsync(read: () => Promise<unknown>): Promise<CityModelError> {
  try {
    await read();
  } catch (error) {
    if (error instanceof CityModelError) return error;
    throw error;
  }
  throw new Error("accepted");
}
const expectBowTieRefusal = (error: CityModelError, id: string) => {
  expect(error.code).toBe("invalid_footprint");
  expect(error.message).toContain(`building ${id}: the footprint crosses or touches itself`);
};

describe("a bow-tie footprint is refused by every reader, naming the building", () => {
  it("GeoJSON", () => {
    const feature = (id: string, ring: number[][]) => ({
      type: "Feature",
      properties: { gml_id: id, height: 10 },
      geometry: { type: "Polygon", coordinates: [[...ring, ring[0]]] },
    });
    const good = { type: "FeatureCollection", features: [feature("sq", SQUARE)] };
    expect(readGeoJson(good)).toHaveLength(1);
    const bad = {
      type: "FeatureCollection",
      features: [feature("sq", SQUARE), feature("bt-geojson", BOW_TIE)],
    };
    expectBowTieRefusal(
      refusal(() => readGeoJson(bad)),
      "bt-geojson",
    );
  });

  it("shapefile", () => {
    expect(readShapefileZip(polygonShapefileZip([{ id: "sq", height: 10, ring: SQUARE }]))).toHaveLength(1);
    const zip = polygonShapefileZip([
      { id: "sq", height: 10, ring: SQUARE },
      { id: "bt-shp", height: 10, ring: BOW_TIE },
    ]);
    expectBowTieRefusal(
      refusal(() => readShapefileZip(zip)),
      "bt-shp",
    );
  });

  it("CityGML (LOD0 footprint, lat lon order)", async () => {
    const gml = (id: string, ring: number[][]) =>
      `<?xml version="1.0" encoding="UTF-8"?>
<core:CityModel xmlns:core="http://www.opengis.net/citygml/2.0" xmlns:gml="http://www.opengis.net/gml" xmlns:bldg="http://www.opengis.net/citygml/building/2.0">
<gml:boundedBy><gml:Envelope srsName="http://www.opengis.net/def/crs/EPSG/0/6668" srsDimension="2"><gml:lowerCorner>35 139</gml:lowerCorner><gml:upperCorner>36 140</gml:upperCorner></gml:Envelope></gml:boundedBy>
<core:cityObjectMember><bldg:Building gml:id="${id}"><bldg:measuredHeight uom="m">10</bldg:measuredHeight><bldg:lod0FootPrint><gml:MultiSurface><gml:surfaceMember><gml:Polygon><gml:exterior><gml:LinearRing><gml:posList>${[...ring, ring[0]].map(([lon, lat]) => `${lat} ${lon}`).join(" ")}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></gml:surfaceMember></gml:MultiSurface></bldg:lod0FootPrint></bldg:Building></core:cityObjectMember>
</core:CityModel>`;
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(await readCityGmlAll(encode(gml("sq", SQUARE)))).toHaveLength(1);
    expectBowTieRefusal(await refusalAsync(() => readCityGmlAll(encode(gml("bt-gml", BOW_TIE)))), "bt-gml");
  });

  it("IFC and glTF: a mesh's footprint is its plan's convex hull, simple even for a bow-tie of triangles", () => {
    // two triangles meeting at the bow-tie's crossing: the plan's hull is the square
    const [a, b, c, d] = BOW_TIE as [number[], number[], number[], number[]];
    const mid = [LON + D / 2, LAT + D / 2];
    const triangles = [a, b, mid, c, d, mid].flatMap(([lon = 0, lat = 0]) => [lon, lat, 10]);
    const building = meshesToBuilding(
      "bt-mesh",
      "ifc",
      [{ type: "other", positions: triangles }],
      (x, y, z) => [x, y, z],
      {},
    );
    expect(building.footprint[0]?.[0]).toHaveLength(4);
  });
});
