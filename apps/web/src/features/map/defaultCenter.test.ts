import type { City } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { FALLBACK_CENTER, initialView } from "./defaultCenter";

const city = (code: string, buildings: number, bbox: City["bbox"]): City => ({
  code,
  name_ja: code,
  name_en: code,
  coverage_from: "2024-07-31",
  data_year: 2023,
  attribution: "",
  buildings,
  loaded: buildings > 0,
  bbox,
  has_buildings: buildings > 0,
  building_count: buildings,
  buildings_bbox: bbox,
  buildings_center: bbox ? [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2] : null,
});

describe("initial map view", () => {
  it("centres on the site", () => {
    expect(initialView({ lon: 135.5, lat: 34.7, city_code: "27100" }, [])).toEqual({
      center: [34.7, 135.5],
      zoom: 17,
    });
  });
  it("else on the city with the most buildings", () => {
    const cities = [
      city("13100", 19, [139, 35, 140, 36]),
      city("27100", 565, [135, 34, 136, 35]),
      city("01100", 0, null),
    ];
    expect(initialView(null, cities)).toEqual({ center: [34.5, 135.5], zoom: 16 });
  });
  it("where that city's buildings are, not the middle of their box", () => {
    const osaka = {
      ...city("27100", 565, [135, 34, 136, 35]),
      buildings_center: [135.1, 34.2] as [number, number],
    };
    expect(initialView(null, [osaka]).center).toEqual([34.2, 135.1]);
  });
  it("else on Tokyo Station", () => {
    expect(initialView(null, [city("01100", 0, null)])).toEqual({ center: FALLBACK_CENTER, zoom: 15 });
    expect(initialView(null, undefined).center).toEqual(FALLBACK_CENTER);
  });
});
