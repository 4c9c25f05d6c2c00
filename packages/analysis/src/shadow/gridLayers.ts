// The grid layers of one view of a shadow result: heat map (Float32 and PNG), 等時間日影線, 時刻日影線.
import type { ShadowView } from "@soracity/contracts";
import { viewLayerName } from "@soracity/contracts";
import { equalTimeContours, shadeHeatmapPng, timeOutlines } from "@soracity/engine";
import type { PlaneShade } from "@soracity/engine";
import type { Feature } from "../geojson";
import { float32Bytes, geojsonBytes, multiPolygonToLonLat } from "../geojson";
import type { AnalysisLayer } from "../types";
import type { PlaneJob } from "./plane";
import type { ShadowSetup } from "./setup";
import type { ViewPlane } from "./views";

/** Lon/lat of the four outer corners (SW, SE, NE, NW) of a grid's cells, and the frame metadata. */
function gridMeta(setup: ShadowSetup, plane: PlaneShade, planeZ: number): Record<string, unknown> {
  const g = plane.grid;
  const h = g.spacing / 2;
  const [x0, y0] = [g.originX - h, g.originY - h];
  const [x1, y1] = [g.originX + (g.nx - 1) * g.spacing + h, g.originY + (g.ny - 1) * g.spacing + h];
  const f = setup.frame;
  return {
    nx: g.nx,
    ny: g.ny,
    spacing_m: g.spacing,
    /** The frame's origin (the site centre): local x east, y true north, metres. */
    origin: { lon: f.lon, lat: f.lat },
    /** Cell centres of the first and last cells, local metres. */
    bbox_local: [
      g.originX,
      g.originY,
      g.originX + (g.nx - 1) * g.spacing,
      g.originY + (g.ny - 1) * g.spacing,
    ],
    corners: [
      f.toLonLat(x0, y0, planeZ),
      f.toLonLat(x1, y0, planeZ),
      f.toLonLat(x1, y1, planeZ),
      f.toLonLat(x0, y1, planeZ),
    ],
    row_order: "south_to_north",
    plane_z: planeZ,
    window_hours: setup.windowHours,
    legend: { hours: setup.params.contour_hours, max_hours: setup.windowHours },
  };
}

/** A view's grid layers, named by viewLayerName (the default view's bare) with the view in each meta. */
export function planeLayers(
  setup: ShadowSetup,
  job: PlaneJob,
  { view, plane }: ViewPlane,
  defaultView: ShadowView,
): AnalysisLayer[] {
  const name = (base: string) => viewLayerName(base, view, defaultView);
  const meta = gridMeta(setup, plane, job.planeZ);
  const f = setup.frame;
  const contours: Feature[] = equalTimeContours(
    plane.hours,
    plane.grid,
    setup.params.contour_hours,
  ).features.map((c) => ({
    type: "Feature",
    properties: { hours: c.properties.value },
    geometry: {
      type: "MultiPolygon",
      coordinates: multiPolygonToLonLat(c.geometry.coordinates, f, job.planeZ),
    },
  }));
  const outlines: Feature[] = timeOutlines(plane.masks, plane.grid, job.schedule).features.map((o) => ({
    type: "Feature",
    properties: { time: o.properties.time, label: o.properties.label },
    geometry: {
      type: "MultiPolygon",
      coordinates: multiPolygonToLonLat(o.geometry.coordinates, f, job.planeZ),
    },
  }));
  return [
    {
      name: name("shade_hours"),
      media_type: "application/octet-stream",
      data: float32Bytes(plane.hours),
      meta: { view, ...meta, dtype: "float32", unit: "h" },
    },
    {
      name: name("shade_hours_png"),
      media_type: "image/png",
      data: shadeHeatmapPng(plane.hours, plane.grid, setup.windowHours),
      meta: { view, bounds: meta.corners, legend: meta.legend, row_order: "north_to_south" },
    },
    {
      name: name("contours"),
      media_type: "application/geo+json",
      data: geojsonBytes(contours),
      meta: { view, hours: setup.params.contour_hours },
    },
    {
      name: name("outlines"),
      media_type: "application/geo+json",
      data: geojsonBytes(outlines),
      meta: { view, count: outlines.length },
    },
  ];
}
