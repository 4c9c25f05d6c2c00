import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { lazySchema, request } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

/** How far the product reaches, counted from GET /api/cities (never typed into the texts). */
export interface Coverage {
  /** Cities whose 3D city model PLATEAU publishes (the catalogue). */
  cities: number;
  /** Of those, the cities this server holds buildings of. */
  withBuildings: number;
  /** Buildings this server holds. */
  buildings: number;
}

const cityListSchema = lazySchema((schemas) => schemas.cityListSchema);

/** The catalogue's counts for the public pages; null while loading or when the list cannot be read. */
export function useCoverage(): Coverage | null {
  const { data } = useQuery({
    queryKey: queryKeys.cities,
    queryFn: () => request("GET", "/api/cities", cityListSchema),
    staleTime: 5 * 60_000,
  });
  if (!data) return null;
  const held = data.filter((city) => city.has_buildings);
  return {
    cities: data.length,
    withBuildings: held.length,
    buildings: held.reduce((sum, city) => sum + city.building_count, 0),
  };
}

/** One sentence on the coverage for the FAQ and the pricing page (without figures until they are known). */
export function coverageSentence(t: TFunction, coverage: Coverage | null): string {
  return coverage
    ? t("home.coverage.sentence", {
        cities: coverage.cities.toLocaleString(),
        with_buildings: coverage.withBuildings.toLocaleString(),
      })
    : t("home.coverage.sentence_pending");
}

/** The coverage sentence of the current language, for texts that interpolate `{{coverage}}`. */
export function useCoverageSentence(): string {
  const { t } = useTranslation();
  return coverageSentence(t, useCoverage());
}
