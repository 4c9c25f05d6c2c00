import type { City, Place } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { citiesAround, cityView, nearArea, placeView, rankPlaces } from "./placeSearch";

const osakaCity: Place = {
  name: "大阪市",
  name_en: "Osaka",
  kind: "city",
  lon: 135.5023,
  lat: 34.6937,
  city_code: "27100",
};
const suminoe: Place = {
  name: "大阪府大阪市住之江区南港北一丁目",
  kind: "address",
  lon: 135.4186,
  lat: 34.6379,
  city_code: "27100",
};
const kita: Place = {
  name: "北区",
  name_en: "Kita",
  kind: "ward",
  lon: 139.7337,
  lat: 35.7528,
  city_code: "13100",
};

function city(code: string, name: string, bbox: City["bbox"], center: City["buildings_center"]): City {
  const count = bbox ? 10 : 0;
  return {
    code,
    name_ja: name,
    name_en: name,
    coverage_from: "2025-06-27",
    data_year: 2022,
    attribution: "",
    buildings: count,
    loaded: bbox !== null,
    bbox,
    has_buildings: bbox !== null,
    building_count: count,
    buildings_bbox: bbox,
    buildings_center: center,
  };
}
// Buildings in the south-west corner of their box: the middle of the box would be an empty gap.
const osaka = city("27100", "大阪市", [135.45, 34.6167, 135.4625, 34.625], [135.4512, 34.6171]);
const sapporo = city("01100", "札幌市", null, null);

describe("rankPlaces", () => {
  it("puts the address before a city the typed address merely contains", () => {
    expect(rankPlaces([osakaCity, suminoe], "大阪市住之江区南港北1-1")).toEqual([suminoe, osakaCity]);
  });
  it("keeps a city whose name holds the query first", () => {
    expect(rankPlaces([osakaCity, suminoe], "大阪")).toEqual([osakaCity, suminoe]);
    expect(rankPlaces([kita, suminoe], "ｋｉｔａ")).toEqual([kita, suminoe]);
  });
});

describe("placeView", () => {
  it("shows an address at street level and a city with buildings at its buildings", () => {
    expect(placeView(suminoe, [osaka])).toEqual({ lat: 34.6379, lon: 135.4186, zoom: 18 });
    expect(placeView(osakaCity, [osaka])).toEqual({ lat: 34.6171, lon: 135.4512, zoom: 16 });
    expect(citiesAround(nearArea([34.6171, 135.4512]), [osaka, sapporo])).toEqual(["27100"]);
  });
});

describe("nearArea", () => {
  it("is about 400 m a side round the site, on a 0.001° grid", () => {
    expect(nearArea([34.63791, 135.41862])).toEqual([135.417, 34.636, 135.421, 34.64]);
  });
});

describe("cityView", () => {
  it("asks the place search for a city without buildings and takes its city hall", async () => {
    const asked: string[] = [];
    const hall: Place = { name: "札幌市", kind: "city", lon: 141.3544, lat: 43.0621, city_code: "01100" };
    const view = await cityView(sapporo, async (q) => {
      asked.push(q);
      return [hall];
    });
    expect(asked).toEqual(["札幌市"]);
    expect(view).toEqual({ lat: 43.0621, lon: 141.3544, zoom: 15 });
    expect(citiesAround(nearArea([43.0621, 141.3544]), [osaka, sapporo])).toEqual([]);
  });
  it("answers null when the search knows no point of the city", async () => {
    expect(await cityView(sapporo, async () => [])).toBeNull();
  });
});
