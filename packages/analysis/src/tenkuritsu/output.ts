import { RESULT_LAYERS, SKY_CHECKS } from "@soracity/contracts";
import type { SkyCheck, SkyPoint, TenkuritsuSummary } from "@soracity/contracts";
import type { ChartPolygon, SkyChart } from "@soracity/engine";
import type { SiteFrame } from "../frame";
import type { AnalysisLayer } from "../types";
import type { CheckSetup } from "./checks";

// A 天空率 run's answer: the points with their sky factors, the verdict per check, and the layers
// `sky_points`, `conforming` and `sky_charts` (contracts: tenkuritsuResult.ts, layers.ts).

/** A point with its charts: the planned building's and its check's conforming building's. */
export interface EvaluatedPoint {
  point: SkyPoint;
  planned: SkyChart;
  conforming: SkyChart | null;
}

type Position = number[];
interface Feature {
  type: "Feature";
  properties: Record<string, unknown>;
  geometry: { type: "Point"; coordinates: Position } | { type: "Polygon"; coordinates: Position[][] };
}

const bytes = (features: Feature[]): Uint8Array =>
  new TextEncoder().encode(JSON.stringify({ type: "FeatureCollection", features }));
const pointGeometry = (p: SkyPoint) => ({ type: "Point" as const, coordinates: [p.lon, p.lat] });
/** Chart coordinates to 1e-5 of the unit disc (0.5 µm on a chart of 10 cm diameter). */
const r5 = (v: number): number => Math.round(v * 1e5) / 1e5;
const r3 = (v: number): number => Math.round(v * 1e3) / 1e3;

/** One check's verdict: every point passes; its worst point is the one of smallest margin. */
function checkSummary(
  check: SkyCheck,
  points: readonly SkyPoint[],
): TenkuritsuSummary["checks"][number] | null {
  const rated = points.filter((p) => p.check === check && p.margin !== null);
  let worst: SkyPoint | null = null;
  for (const p of rated) if (!worst || (p.margin ?? 0) < (worst.margin ?? 0)) worst = p;
  if (!worst) return null;
  return {
    check,
    points: rated.length,
    pass: rated.every((p) => p.sky_factor.pass === true),
    worst: {
      id: worst.id,
      lon: worst.lon,
      lat: worst.lat,
      planned: worst.sky_factor.planned,
      conforming: worst.sky_factor.conforming ?? 0,
      margin: worst.margin ?? 0,
    },
  };
}

export function tenkuritsuSummary(
  points: readonly SkyPoint[],
  safetyMargin: number,
  northAngle: number,
): TenkuritsuSummary {
  const checks = SKY_CHECKS.flatMap((c) => checkSummary(c, points) ?? []);
  const planned = points.map((p) => p.sky_factor.planned);
  return {
    service_type: "tenkuritsu",
    pass: checks.length > 0 ? checks.every((c) => c.pass) : null,
    checks,
    min_sky_factor: planned.length > 0 ? Math.min(...planned) : null,
    points: points.length,
    safety_margin: safetyMargin,
    north_angle: northAngle,
  };
}

/** The conforming buildings' faces as 3D Polygons ([lon, lat, z], z above the site's ground level). */
function conformingLayer(checks: readonly CheckSetup[], frame: SiteFrame, ground: number): AnalysisLayer {
  const features: Feature[] = checks.flatMap(({ check, solid }) =>
    (solid?.faces ?? []).map((face) => {
      const ring = face.map((v) => [...frame.toLonLat(v.x, v.y, v.z), r3(v.z)]);
      const first = ring[0];
      return {
        type: "Feature" as const,
        properties: { check },
        geometry: { type: "Polygon" as const, coordinates: [first ? [...ring, first] : ring] },
      };
    }),
  );
  return {
    name: RESULT_LAYERS.conforming.name,
    media_type: RESULT_LAYERS.conforming.media_type,
    data: bytes(features),
    meta: {
      checks: checks.map((c) => ({
        check: c.check,
        faces: c.solid?.faces.length ?? 0,
        volume_m3: r3(c.volume),
      })),
      ground_elevation: ground,
    },
  };
}

const ring5 = (ring: readonly (readonly [number, number])[]) => ring.map(([x, y]) => [r5(x), r5(y)]);
const polygon5 = (p: ChartPolygon) => ({ outer: ring5(p.outer), holes: p.holes.map(ring5) });

/** A chart as the layer stores it: Rs, the silhouette (unit disc, north up) and the 三斜 triangles. */
function chartJson(chart: SkyChart) {
  return {
    rs: chart.rs,
    rs_triangles: chart.rsTriangles,
    silhouette: chart.silhouette.map(polygon5),
    triangles: chart.triangles.map((t) => ({
      vertices: ring5(t.vertices),
      base: r5(t.base),
      height: r5(t.height),
      area: r5(t.area),
    })),
  };
}

/** The layers of a run: the points, the conforming buildings and every point's charts. */
export function tenkuritsuLayers(
  skyPoints: readonly SkyPoint[],
  evaluated: readonly EvaluatedPoint[],
  checks: readonly CheckSetup[],
  frame: SiteFrame,
  ground: number,
): AnalysisLayer[] {
  const points = skyPoints.map((point) => {
    const { lon: _lon, lat: _lat, sky_factor: f, ...rest } = point;
    return {
      type: "Feature" as const,
      properties: { ...rest, planned: f.planned, conforming: f.conforming, pass: f.pass },
      geometry: pointGeometry(point),
    };
  });
  const charts = evaluated.map((e) => ({
    type: "Feature" as const,
    properties: {
      id: e.point.id,
      check: e.point.check,
      planned: chartJson(e.planned),
      conforming: e.conforming ? chartJson(e.conforming) : null,
    },
    geometry: pointGeometry(e.point),
  }));
  const layers: AnalysisLayer[] = [
    {
      name: RESULT_LAYERS.sky_points.name,
      media_type: RESULT_LAYERS.sky_points.media_type,
      data: bytes(points),
      meta: { count: points.length },
    },
  ];
  if (checks.length > 0) layers.push(conformingLayer(checks, frame, ground));
  layers.push({
    name: RESULT_LAYERS.sky_charts.name,
    media_type: RESULT_LAYERS.sky_charts.media_type,
    data: bytes(charts),
    meta: { count: charts.length },
  });
  return layers;
}
