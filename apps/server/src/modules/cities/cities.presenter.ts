import type { City } from "@soracity/contracts";
import { attribution } from "./cities.data";
import type { CityWithStats } from "./cities.repository";

export const toCity = ({ city, buildings, bbox, center }: CityWithStats): City => ({
  code: city.code,
  name_ja: city.nameJa,
  name_en: city.nameEn,
  coverage_from: city.coverageFrom,
  data_year: city.dataYear,
  attribution: attribution(city.nameJa, city.dataYear),
  buildings,
  loaded: buildings > 0,
  bbox,
  has_buildings: buildings > 0,
  building_count: buildings,
  buildings_bbox: bbox,
  buildings_center: center,
});
