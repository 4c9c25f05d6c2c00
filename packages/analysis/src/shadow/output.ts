import { viewLayerName, type HikageSummary, type ShadowView } from "@soracity/contracts";
import { shadeSummary, shadowPlaneZ } from "@soracity/engine";
import type { PlaneShade, ShadowSceneResult } from "@soracity/engine";
import type { Feature } from "../geojson";
import { geojsonBytes, ringsToLonLat } from "../geojson";
import type { AnalysisLayer, AnalysisOutput } from "../types";
import { chartSpacing, shadeChartLayer } from "./chart";
import { planeLayers } from "./gridLayers";
import { maskedHours, summaryMask } from "./summaryMask";
import type { PlaneJobs, ViewPlanes } from "./plane";
import { regulationSetup } from "./regulationSetup";
import type { ShadowSetup } from "./setup";
import { shadowViews, viewPoints } from "./views";
import { wallsTable } from "./walls";

const round6 = (v: number): number => Math.round(v * 1e6) / 1e6;

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

function sideLayers(setup: ShadowSetup, side: ShadowSceneResult, defaultView: ShadowView): AnalysisLayer[] {
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
      // The check is on the planned buildings alone (別表第4: 対象建築物の日影), so its lines are the planned view's.
      meta: {
        view: "planned",
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
      // Named as the views' rule has it: bare when composite is the default view (no plan), else suffixed.
      name: viewLayerName("walls", "composite", defaultView),
      media_type: "application/geo+json",
      data: geojsonBytes(points),
      // Walls are shaded by every building: the composite view's (one wall run; see the package README).
      meta: { view: "composite", intervals: side.walls.intervals, count: points.length },
    });
  }
  return out;
}

/** A view's figures, counted outside the site and the view's buildings (summaryMask.ts). */
const viewSummary = (setup: ShadowSetup, plane: PlaneShade, planeZ: number, view: ShadowView) => {
  const site = setup.scene.regulation?.site ?? null;
  const mask = summaryMask(plane.grid, planeZ, setup.footprints, site, view);
  const stats = shadeSummary(maskedHours(plane.hours, mask), plane.grid, setup.params.contour_hours);
  return {
    max_hours: round6(stats.maxHours),
    areas: stats.areas.map((a) => ({ hours: a.hours, area_m2: a.area })),
  };
};

/**
 * The run's output: summary (each view's max hours and areas above each contour hour, the default view's at
 * the top; regulation verdict; walls table), the points (exactly the engine's points mode, at the lon/lat
 * given; see viewPoints) and the layers of every view (see the package README).
 */
export function shadowOutput(
  setup: ShadowSetup,
  jobs: PlaneJobs | null,
  planes: ViewPlanes | null,
  side: ShadowSceneResult,
): AnalysisOutput {
  const views = planes ? shadowViews(planes) : [];
  const planeZ = jobs ? jobs.main.planeZ : shadowPlaneZ(setup.scene.plane);
  const figures = views.map((v) => ({ view: v.view, ...viewSummary(setup, v.plane, planeZ, v.view) }));
  const [first] = figures;
  const summary: HikageSummary = {
    service_type: "hikage",
    max_hours: first ? first.max_hours : null,
    areas: first ? first.areas : [],
    ...(figures.length > 0
      ? {
          views: Object.fromEntries(figures.map(({ view, ...f }) => [view, f])) as NonNullable<
            HikageSummary["views"]
          >,
        }
      : {}),
    setup: regulationSetup(setup.params, setup.averageGround, setup.planeRise),
    regulation: regulationOf(setup, side),
    ...(side.walls ? { walls: wallsTable(side.walls, setup.frame) } : {}),
    buildings: setup.counts,
    window_hours: setup.windowHours,
    plane_z: planeZ,
    north_angle: setup.northAngle,
  };
  const defaultView = views[0]?.view ?? "composite";
  const grid = jobs ? views.flatMap((v) => planeLayers(setup, jobs.main, v, defaultView)) : [];
  const chart = shadeChartLayer(side.regulation?.chart, setup.frame, chartSpacing(setup.params.grid_spacing));
  const layers = [...grid, ...sideLayers(setup, side, defaultView), ...(chart ? [chart] : [])];
  return { summary, points: viewPoints(setup), layers };
}
