import type { City } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { CITY_CENTRES, cityPlace, normalize, placesOf, searchPlaces } from "./places";

const city = (code: string, ja: string, en: string, bbox: City["bbox"] = null): City => ({
  code,
  name_ja: ja,
  name_en: en,
  coverage_from: "2025-06-27",
  data_year: 2024,
  attribution: "",
  buildings: bbox ? 10 : 0,
  loaded: bbox !== null,
  bbox,
});

const catalogue = [
  city("13100", "東京都23区", "Tokyo 23 wards", [139.69, 35.53, 139.79, 35.69]),
  city("27100", "大阪市", "Osaka", [135.39, 34.61, 135.46, 34.65]),
  city("01100", "札幌市", "Sapporo"),
  city("40130", "福岡市", "Fukuoka"),
  city("40100", "北九州市", "Kitakyushu"),
];
const places = placesOf(catalogue);
const names = (query: string) => searchPlaces(query, places).map((p) => p.name_ja);

describe("site search among the catalogue's cities", () => {
  it("knows every catalogue city's centre", () => {
    expect(Object.keys(CITY_CENTRES)).toHaveLength(28);
    expect(places.filter((p) => p.kind === "ward")).toHaveLength(23);
  });
  it("looks at a city's building data when it has some, else at its city hall", () => {
    const osaka = cityPlace(catalogue[1]);
    expect(osaka.lat).toBeCloseTo(34.63, 6);
    expect(osaka.lon).toBeCloseTo(135.425, 6);
    expect(osaka.zoom).toBe(16);
    expect(cityPlace(catalogue[2])).toMatchObject({ lat: 43.0621, lon: 141.3544, zoom: 14 });
  });
  it("finds cities and wards by Japanese or English name, with or without the suffix", () => {
    expect(names("札幌")).toEqual(["札幌市"]);
    expect(names("sapporo")).toEqual(["札幌市"]);
    expect(names("Ｏｓａｋａ")).toEqual(["大阪市"]);
    expect(names("千代田")[0]).toBe("千代田区");
    expect(names("Chiyoda-ku")[0]).toBe("千代田区");
    expect(names("shibuya")).toEqual(["渋谷区"]);
  });
  it("puts an exact name before names that only contain it", () => {
    expect(names("北区")[0]).toBe("北区");
    expect(names("北")).toEqual(expect.arrayContaining(["北区", "北九州市"]));
  });
  it("reads a city or ward out of an address", () => {
    expect(names("大阪府大阪市北区梅田1-1")[0]).toBe("大阪市");
    expect(names("東京都千代田区丸の内1丁目")[0]).toBe("千代田区");
    expect(names("福岡県福岡市中央区天神")[0]).toBe("福岡市");
  });
  it("finds nothing for an empty or unknown query", () => {
    expect(names("  ")).toEqual([]);
    expect(names("ロンドン")).toEqual([]);
  });
  it("normalizes width, case and suffixes", () => {
    expect(normalize(" Tokyo 23 Wards ")).toBe("tokyo23");
    expect(normalize("Ｃｈｉｙｏｄａ－ku")).toBe("chiyoda");
  });
});
