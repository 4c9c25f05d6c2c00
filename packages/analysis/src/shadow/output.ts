import type { HikageSummary, ShadePoint } from "@soracity/contracts";
import {
  equalTimeContours,
  shadeHeatmapPng,
  shadeSummary,
  shadowPlaneZ,
  timeOutlines,
} from "@soracity/engine";
import type { PlaneShade, ShadowSceneResult } from "@soracity/engine";
import type { Feature } from "../geojson";
import { float32Bytes, geojsonBytes, multiPolygonToLonLat, ringsToLonLat } from "../geojson";
import type { AnalysisLayer, AnalysisOutput } from "../types";
import type { PlaneJob } from "./plane";
import type { ShadowSetup } from "./setup";

const round6 = (v: number): number => Math.round(v * 1e6) / 1e6;

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

function planeLayers(setup: ShadowSetup, job: PlaneJob, plane: PlaneShade): AnalysisLayer[] {
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
      name: "shade_hours",
      media_type: "application/octet-stream",
      data: float32Bytes(plane.hours),
      meta: { ...meta, dtype: "float32", unit: "h" },
    },
    {
      name: "shade_hours_png",
      media_type: "image/png",
      data: shadeHeatmapPng(plane.hours, plane.grid, setup.windowHours),
      meta: { bounds: meta.corners, legend: meta.legend, row_order: "north_to_south" },
    },
    {
      name: "contours",
      media_type: "application/geo+json",
      data: geojsonBytes(contours),
      meta: { hours: setup.params.contour_hours },
    },
    {
      name: "outlines",
      media_type: "application/geo+json",
      data: geojsonBytes(outlines),
      meta: { count: outlines.length },
    },
  ];
}

function regulationOf(setup: ShadowSetup, side: ShadowSceneResult): HikageSummary["regulation"] {
  const r = side.regulation;
  if (!r) return null;
  return {
    pass: r.pass,
    limits: r.limits,
    zones: r.zones.map((z) => ({
      zone: z.zone,
      limit: z.limit,
      max_hours: round6(z.maxHours),
      worst: z.worst ? { ...lonLatOf(setup, z.worst.x, z.worst.y), hours: round6(z.worst.hours) } : null,
      pass: z.pass,
    })),
  };
}

const lonLatOf = (setup: ShadowSetup, x: number, y: number) => {
  const [lon, lat] = setup.frame.toLonLat(x, y);
  return { lon, lat };
};

function sideLayers(setup: ShadowSetup, side: ShadowSceneResult): AnalysisLayer[] {
  const out: AnalysisLayer[] = [];
  const f = setup.frame;
  if (side.regulation && setup.scene.regulation) {
    const site = [...setup.scene.regulation.site, setup.scene.regulation.site[0] ?? [0, 0]];
    const lines: Feature[] = [
      {
        type: "Feature",
        properties: { line: "site", distance_m: 0 },
        geometry: { type: "MultiLineString", coordinates: ringsToLonLat([site], f) },
      },
      {
        type: "Feature",
        properties: { line: "5m", distance_m: 5 },
        geometry: { type: "MultiLineString", coordinates: ringsToLonLat(side.regulation.lines.m5, f) },
      },
      {
        type: "Feature",
        properties: { line: "10m", distance_m: 10 },
        geometry: { type: "MultiLineString", coordinates: ringsToLonLat(side.regulation.lines.m10, f) },
      },
    ];
    out.push({
      name: "regulation_lines",
      media_type: "application/geo+json",
      data: geojsonBytes(lines),
      meta: {
        limits: side.regulation.limits,
        // Each zone's worst point also in the frame's local metres (x east, y north of the site centre).
        worst: side.regulation.zones.map((z) => ({
          zone: z.zone,
          worst: z.worst
            ? {
                ...lonLatOf(setup, z.worst.x, z.worst.y),
                x: z.worst.x,
                y: z.worst.y,
                hours: round6(z.worst.hours),
              }
            : null,
        })),
      },
    });
  }
  if (side.walls) {
    const points: Feature[] = [];
    for (const b of side.walls.buildings)
      for (const s of b.surfaces)
        for (const p of s.samples)
          points.push({
            type: "Feature",
            properties: {
              building: b.id ?? null,
              surface: s.surface,
              normal: s.normal,
              z: p.z,
              sunlit_hours: p.sunlitHours,
              shaded_hours: p.shadedHours,
              sunlit_per_interval: p.sunlitPerInterval,
            },
            geometry: { type: "Point", coordinates: f.toLonLat(p.x, p.y, p.z) },
          });
    out.push({
      name: "walls",
      media_type: "application/geo+json",
      data: geojsonBytes(points),
      meta: { intervals: side.walls.intervals, count: points.length },
    });
  }
  return out;
}

/**
 * The run's output: summary (max hours, areas above each contour hour, regulation verdict), the points
 * (exactly the engine's points mode, at the lon/lat given) and the layers (see the package README).
 */
export function shadowOutput(
  setup: ShadowSetup,
  job: PlaneJob | null,
  plane: PlaneShade | null,
  side: ShadowSceneResult,
): AnalysisOutput {
  const stats = plane ? shadeSummary(plane.hours, plane.grid, setup.params.contour_hours) : null;
  const summary: HikageSummary = {
    service_type: "hikage",
    max_hours: stats ? round6(stats.maxHours) : null,
    areas: stats ? stats.areas.map((a) => ({ hours: a.hours, area_m2: a.area })) : [],
    regulation: regulationOf(setup, side),
    buildings: setup.counts,
    window_hours: setup.windowHours,
    plane_z: job ? job.planeZ : shadowPlaneZ(setup.scene.plane),
    north_angle: setup.northAngle,
  };
  const points: ShadePoint[] = (side.points ?? []).map((p, i) => {
    const [lon = 0, lat = 0] = setup.params.points[i] ?? [];
    return { lon, lat, shade_hours: p.shadeHours, intervals: p.intervals };
  });
  const layers = [...(job && plane ? planeLayers(setup, job, plane) : []), ...sideLayers(setup, side)];
  return { summary, points, layers };
}
