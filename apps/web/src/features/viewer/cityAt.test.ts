import type { City } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { cityAt } from "./cityAt";

const city = (code: string, bbox: City["bbox"], loaded = true): City => ({
  code,
  name_ja: code,
  name_en: code,
  coverage_from: "2020-01-01",
  data_year: 2020,
  attribution: `出典 ${code}`,
  buildings: loaded ? 10 : 0,
  loaded,
  bbox,
  has_buildings: loaded,
  building_count: loaded ? 10 : 0,
  buildings_bbox: bbox,
  buildings_center: bbox ? [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2] : null,
});

describe("cityAt", () => {
  const cities = [
    city("13100", null, false),
    city("13101", [139.7, 35.6, 139.8, 35.7], false),
    city("13102", [139.7, 35.6, 139.8, 35.7]),
    city("27100", [135.4, 34.6, 135.6, 34.7]),
  ];
  it("finds the loaded city whose bbox holds the site (edges included)", () => {
    expect(cityAt({ lon: 139.75, lat: 35.65 }, cities)?.code).toBe("13102");
    expect(cityAt({ lon: 135.6, lat: 34.6 }, cities)?.code).toBe("27100");
  });
  it("is null outside every loaded city, without a site, or without the catalogue", () => {
    expect(cityAt({ lon: 140, lat: 35.65 }, cities)).toBeNull();
    expect(cityAt(null, cities)).toBeNull();
    expect(cityAt({ lon: 139.75, lat: 35.65 }, undefined)).toBeNull();
  });
});
