import { useMemo } from "react";
import type { Feature } from "geojson";
import type { LegendRange, ResultLayer, ResultLayerSpec } from "@soracity/contracts";
import {
  GYAKUHIKAGE_LAYERS,
  RESULT_LAYERS,
  legendRange,
  roundSkyDown,
  roundSkyUp,
} from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { useBridge } from "../bridge";
import type { GeoJsonLook } from "./GeoJsonResult";
import { outlineKey } from "./outlineTimes";
import { heatCss } from "../../viewer/palette";
import { LINE_COLORS, SKY_CHECK_COLORS } from "./resultStyle";
import { formatHeight } from "./allowedHeight";

const prop = (feature: Feature, key: string): unknown => feature.properties?.[key];
const numberProp = (feature: Feature, key: string): number | null => {
  const value = prop(feature, key);
  return typeof value === "number" ? value : null;
};

/**
 * How each GeoJSON result layer is drawn and labelled (in the current language), by base name, coloured on
 * the ranges of `layers` (the layers of the view shown).
 */
export function useResultLooks(layers: readonly ResultLayer[]): Record<string, GeoJsonLook> {
  const { t } = useTranslation();
  const { outlineTime, skyPoint, setSkyPoint, pointMover } = useBridge();
  return useMemo(() => {
    const fraction = (value: number, min: number, max: number) =>
      max > min ? (value - min) / (max - min) : 1;
    const range = (spec: ResultLayerSpec & { legend: LegendRange }) =>
      legendRange(layers, spec) ?? spec.legend;
    const hoursMax = range(RESULT_LAYERS.contours).max;
    const dbRange = range(RESULT_LAYERS.noise_contours);
    const vibrationRange = range(RESULT_LAYERS.vibration_contours);
    const band = (feature: Feature) => {
      const min = numberProp(feature, "min_db");
      const max = numberProp(feature, "max_db");
      return max === null
        ? t("analysis.result.db_over", { min })
        : t("analysis.result.db_band", { min, max });
    };
    return {
      contours: {
        style: (feature) => ({
          color: heatCss(fraction(numberProp(feature, "hours") ?? 0, 0, hoursMax)),
          weight: 2,
          fill: false,
        }),
        label: (feature) => t("analysis.result.hours", { hours: numberProp(feature, "hours") }),
        permanent: true,
      },
      [GYAKUHIKAGE_LAYERS.contours]: {
        // Dark over the heat map of the same heights (the steps' edges), each labelled with its height.
        style: () => ({ color: "#263238", weight: 1.5, opacity: 0.9, fill: false }),
        label: (feature) => {
          const height = numberProp(feature, "height_m");
          return height === null ? null : t("analysis.gyakuhikage.contour", { height: formatHeight(height) });
        },
        permanent: true,
      },
      outlines: {
        style: () => ({ color: "#37474f", weight: 1.5, fillColor: "#607d8b", fillOpacity: 0.25 }),
        filter: (feature) => outlineTime !== null && outlineKey(prop(feature, "time")) === outlineTime,
        label: (feature) =>
          ((prop(feature, "label") ?? prop(feature, "time") ?? "") as string | number).toString(),
      },
      regulation_lines: {
        style: (feature) => ({
          color: LINE_COLORS[String(prop(feature, "line"))] ?? "#000",
          weight: 2,
          dashArray: prop(feature, "line") === "site" ? undefined : "6 4",
        }),
        label: (feature) => t(`analysis.result.line_${String(prop(feature, "line"))}`),
      },
      noise_contours: {
        style: (feature) => ({
          color: heatCss(fraction(numberProp(feature, "min_db") ?? 0, dbRange.min, dbRange.max)),
          weight: 1.5,
          fill: false,
        }),
        label: band,
      },
      vibration_contours: {
        style: (feature) => ({
          color: heatCss(
            fraction(numberProp(feature, "min_db") ?? 0, vibrationRange.min, vibrationRange.max),
          ),
          weight: 1.5,
          fillColor: heatCss(
            fraction(numberProp(feature, "min_db") ?? 0, vibrationRange.min, vibrationRange.max),
          ),
          fillOpacity: 0.35,
        }),
        label: band,
      },
      facades: {
        style: (feature) => ({
          color: "#263238",
          weight: 1,
          fillColor: heatCss(fraction(numberProp(feature, "level_db") ?? 0, dbRange.min, dbRange.max)),
          fillOpacity: 0.9,
        }),
        label: (feature) => t("analysis.result.db", { value: numberProp(feature, "level_db")?.toFixed(1) }),
        pointRadius: 4,
      },
      // 天空率 points: green where they pass, red where not, grey without a conforming building; a point the
      // user moved (evaluated where it was put) is a ring of that colour.
      sky_points: {
        style: (feature) => {
          const pass = prop(feature, "pass");
          const fill = pass === true ? "#2e7d32" : pass === false ? "#c62828" : "#616161";
          const moved = prop(feature, "moved") === true;
          // The point whose 天空図 is shown is ringed.
          const shown = skyPoint !== null && prop(feature, "id") === skyPoint;
          return {
            color: shown ? "#ff6f00" : moved ? fill : "#212121",
            weight: shown ? 4 : moved ? 3 : 1,
            fillColor: fill,
            fillOpacity: moved ? 0 : 0.9,
          };
        },
        // As the 算定表 shows them: planned rounded down, conforming up, margin of the rounded values.
        label: (feature) => {
          const [planned, conforming] = [numberProp(feature, "planned"), numberProp(feature, "conforming")];
          const margin = numberProp(feature, "margin");
          const moved = prop(feature, "moved") === true ? ` (${t("analysis.tenkuritsu.moved")})` : "";
          return `${t("analysis.tenkuritsu.point_label", {
            id: String(prop(feature, "id")),
            planned: planned === null ? "—" : roundSkyDown(planned).toFixed(3),
            conforming: conforming === null ? "—" : roundSkyUp(conforming).toFixed(3),
            margin: margin === null ? "—" : `${margin >= 0 ? "+" : ""}${margin.toFixed(3)}`,
          })}${moved}`;
        },
        // A click opens the point's 天空図 in the side panel.
        onClick: (feature) => setSkyPoint(String(prop(feature, "id"))),
        // Where the case may be edited, a regulation point (one with a check) is dragged to a new place.
        drag: pointMover
          ? {
              can: (feature) => typeof prop(feature, "check") === "string",
              onDrop: (feature, position) => pointMover.move(String(prop(feature, "id")), position),
            }
          : undefined,
        pointRadius: 5,
      },
      conforming: {
        style: (feature) => ({
          color: SKY_CHECK_COLORS[String(prop(feature, "check"))] ?? "#455a64",
          weight: 0.5,
          fillOpacity: 0.05,
        }),
      },
    } satisfies Record<string, GeoJsonLook>;
  }, [layers, t, outlineTime, skyPoint, setSkyPoint, pointMover]);
}
