import { useQueryClient } from "@tanstack/react-query";
import type { HikageParametersInput } from "@soracity/contracts";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { mapQueries } from "../../map/api";
import { DrawButton } from "./DrawButton";
import { buildingAt, pickBox } from "./pickBuilding";
import { useServiceForm } from "./useServiceForm";

/**
 * Pick a city building on the map to leave out of the case (`excluded_buildings`, by gml:id): a click on the
 * map, then the buildings of the catalogue's cities around that point, the one whose footprint holds it.
 */
export function PickBuilding({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { getValues, set } = useServiceForm<HikageParametersInput>();
  const pick = async (lon: number, lat: number) => {
    const box = pickBox(lon, lat);
    const cities = await queryClient.fetchQuery(mapQueries.cities);
    const near = cities.filter(
      (c) =>
        c.loaded && c.bbox && c.bbox[0] <= lon && lon <= c.bbox[2] && c.bbox[1] <= lat && lat <= c.bbox[3],
    );
    const found = await Promise.all(
      near.map(async (city) => {
        const buildings = await queryClient.fetchQuery(mapQueries.buildings(city.code, box));
        return buildingAt(buildings.features, lon, lat);
      }),
    );
    const id = found.find((value): value is string => value !== null);
    if (!id) {
      enqueueSnackbar(t("analysis.hikage.pick_none"), { variant: "warning" });
      return;
    }
    const ids = getValues("excluded_buildings") ?? [];
    if (!ids.includes(id)) set("excluded_buildings", [...ids, id]);
  };
  return (
    <DrawButton
      field="excluded_buildings"
      kind="marker"
      label={t("analysis.hikage.pick_building")}
      disabled={disabled}
      onShape={(shape) => {
        if (shape.kind !== "marker") return;
        pick(shape.position[0], shape.position[1]).catch(() =>
          enqueueSnackbar(t("analysis.hikage.pick_failed"), { variant: "error" }),
        );
      }}
    />
  );
}
