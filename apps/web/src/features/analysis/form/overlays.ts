import type { HikageParametersInput } from "@soracity/contracts";
import type { TFunction } from "i18next";
import type { FormOverlay } from "../bridge";
import { isPolygon, polygonEdges, rotatedRectPolygon } from "./geometry";
import type { Rect } from "./geometry";
import type { Values } from "./values";

const COLORS = {
  target: "#1565c0",
  analysis: "#00897b",
  site: "#212121",
  planned: "#d84315",
  point: "#6a1b9a",
  moved: "#ff6f00",
  source: "#c62828",
  barrier: "#4e342e",
  deemed: "#0277bd",
};

type Deemed = NonNullable<HikageParametersInput["deemed_edges"]>[number];
type Planned = NonNullable<HikageParametersInput["planned_buildings"]>[number];

const isRect = (value: unknown): value is Rect =>
  typeof value === "object" && value !== null && typeof (value as Rect).min_lon === "number";
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const pair = (value: unknown): value is [number, number] =>
  Array.isArray(value) && typeof value[0] === "number" && typeof value[1] === "number";

/** The form's geometry as labelled map overlays. */
export function overlaysOf(form: Values, t: TFunction): FormOverlay[] {
  // Any service's values: each geometry is drawn where the service has it.
  const values: Readonly<Record<string, unknown>> = form;
  const out: FormOverlay[] = [];
  const polygon = (id: string, value: unknown, label: string, color: string) => {
    if (isPolygon(value)) out.push({ id, label, color, geometry: value });
  };
  polygon("target_range", values.target_range, t("analysis.hikage.target_range"), COLORS.target);
  polygon("analysis_range", values.analysis_range, t("analysis.hikage.analysis_range"), COLORS.analysis);
  polygon("site_boundary", values.site_boundary, t("analysis.hikage.site_boundary"), COLORS.site);
  polygon("boundary", values.boundary, t("analysis.vibration.boundary"), COLORS.site);
  if (isRect(values.extent))
    polygon("extent", rotatedRectPolygon(values.extent), t("analysis.noise.extent"), COLORS.analysis);
  if (isPolygon(values.site_boundary)) {
    const edges = polygonEdges(values.site_boundary);
    // Shadow's deemed edges and 天空率's road edges: an edge of the site with the width beyond it.
    const marked = [
      ...list<Deemed>(values.deemed_edges).map((d, i) => ({ id: `deemed-${i}`, ...d })),
      ...list<Deemed>(values.road_edges).map((d, i) => ({ id: `road-${i}`, ...d })),
    ];
    marked.forEach((d) => {
      const edge = edges.find((e) => e.index === d.edge);
      if (edge)
        out.push({
          id: d.id,
          label: t("analysis.hikage.deemed_label", { edge: edge.index + 1, width: d.width ?? "?" }),
          color: COLORS.deemed,
          geometry: { type: "LineString", coordinates: [edge.from, edge.to] },
        });
    });
  }
  list<Planned>(values.planned_buildings).forEach((b, i) =>
    polygon(
      `planned-${i}`,
      b.footprint,
      t("analysis.hikage.planned_label", { index: i + 1, height: b.height ?? "?" }),
      COLORS.planned,
    ),
  );
  const point = (id: string, p: unknown, label: string, color: string) => {
    if (pair(p)) out.push({ id, label, color, geometry: { type: "Point", coordinates: [p[0], p[1]] } });
  };
  list<unknown>(values.points).forEach((p, i) => point(`point-${i}`, p, `${i + 1}`, COLORS.point));
  // 天空率 regulation points moved by the user: a ring where the next run evaluates them.
  list<{ id?: unknown; position?: unknown }>(values.moved_points).forEach((m) => {
    if (typeof m.id === "string" && pair(m.position))
      out.push({
        id: `moved-${m.id}`,
        label: t("analysis.tenkuritsu.moved_label", { id: m.id }),
        color: COLORS.moved,
        hollow: true,
        geometry: { type: "Point", coordinates: [m.position[0], m.position[1]] },
      });
  });
  list<unknown>(values.receivers).forEach((p, i) => point(`receiver-${i}`, p, `${i + 1}`, COLORS.point));
  list<{ lon?: number; lat?: number; points?: unknown[] }>(values.sources).forEach((s, i) => {
    const label = t("analysis.source_label", { index: i + 1 });
    const points = list<unknown>(s.points).filter(pair);
    if (points.length >= 2)
      out.push({
        id: `source-${i}`,
        label,
        color: COLORS.source,
        geometry: { type: "LineString", coordinates: points },
      });
    else point(`source-${i}`, [s.lon, s.lat], label, COLORS.source);
  });
  list<{ points?: unknown[] }>(values.barriers).forEach((b, i) => {
    const points = list<unknown>(b.points).filter(pair);
    if (points.length >= 2)
      out.push({
        id: `barrier-${i}`,
        label: t("analysis.noise.barrier_label", { index: i + 1 }),
        color: COLORS.barrier,
        geometry: { type: "LineString", coordinates: points },
      });
  });
  return out;
}
