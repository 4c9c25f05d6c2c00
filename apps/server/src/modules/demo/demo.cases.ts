// What the demo holds: names and the cases' parameters around a site (metres east / north of it).
import { SERVICE_TYPES, type ServiceType } from "@soracity/contracts";
import { extent, type LonLat, offset, rectangle } from "./demo.geometry";

/** The demo account; `.example` is a reserved domain (RFC 2606): no real mailbox. */
export const DEMO_EMAIL = "demo@soracity.example";
export const DEMO_NAMES = {
  family: "デモ",
  given: "Demo",
  workspace: "デモ Demo",
  project: "東京サンプル Tokyo sample",
  description:
    "同梱の PLATEAU サンプル（東京都23区）での日影・騒音・振動のデモ。A demo of shadow, noise and vibration on the bundled PLATEAU sample of Tokyo.",
} as const;

/** The bundled Tokyo tile the demo stands on (the sample with the most buildings). */
export const DEMO_MESH = "53392642";
/** Half the side of the demo's square site (m): the site boundary of the regulation check. */
export const SITE_HALF_M = 20;

/** The demo has a case of every service (DEMO_CASES fails to compile without one). */
export type DemoService = ServiceType;
export interface DemoCase {
  service_type: DemoService;
  name: string;
  parameters: Record<string, unknown>;
}

/**
 * Shadow: a planned 20 x 14 m building, 30 m tall, on the 40 x 40 m site among the city's buildings (it meets
 * the 5 m line and just fails the 10 m line); the regulation check of a 第一種中高層住居専用地域 (4 h within
 * 5-10 m of the site boundary, 2.5 h beyond, on the 4 m plane) on the winter solstice, 8:00-16:00.
 */
function shadowCase(site: LonLat): DemoCase {
  return {
    service_type: "hikage",
    name: "日影：計画建物と規制 Shadow: planned building",
    parameters: {
      season: "winter_solstice",
      start_time: "08:00",
      end_time: "16:00",
      calc_interval_min: 10,
      output_interval_min: 60,
      plane_height: 4,
      height_standard: "relative_to_ground",
      grid_spacing: 2,
      target_range: rectangle(site, -200, -200, 200, 200),
      analysis_range: rectangle(site, -100, -70, 100, 130),
      planned_buildings: [{ id: "planned", footprint: rectangle(site, -10, -12, 10, 2), height: 30 }],
      site_boundary: rectangle(site, -SITE_HALF_M, -SITE_HALF_M, SITE_HALF_M, SITE_HALF_M),
      limits: { hours5: 4, hours10: 2.5 },
      points: [offset(site, 0, 30), offset(site, -25, 45), offset(site, 20, 60)],
    },
  };
}

/** Noise: a road 40 m south of the site as a line of sources (road spectrum) with a 3 m barrier beside it. */
function noiseCase(site: LonLat): DemoCase {
  return {
    service_type: "noise",
    name: "騒音：道路と遮音壁 Noise: road and barrier",
    parameters: {
      extent: extent(site, -120, -100, 120, 120),
      sources: [
        {
          type: "line",
          points: [offset(site, -120, -40), offset(site, 120, -40)],
          height: 0.5,
          lw: 80,
          spectrum: "road",
          spacing: 10,
        },
      ],
      barriers: [{ points: [offset(site, -60, -33), offset(site, 60, -33)], height: 3 }],
      calculation_type: "grid_facade",
      grid_spacing: 5,
      facade_spacing: 4,
      receivers: [offset(site, 0, -SITE_HALF_M), offset(site, 0, SITE_HALF_M)],
    },
  };
}

/** Vibration: a diesel pile hammer (preset) at the site centre; the site boundary checked against 75 dB. */
function vibrationCase(site: LonLat): DemoCase {
  return {
    service_type: "vibration",
    name: "振動：杭打ち機 Vibration: pile driver",
    parameters: {
      sources: [{ lon: site.lon, lat: site.lat, machine: "diesel-pile-hammer" }],
      soil: "unconsolidated",
      extent: extent(site, -80, -80, 80, 80),
      grid_spacing: 2,
      boundary: rectangle(site, -SITE_HALF_M, -SITE_HALF_M, SITE_HALF_M, SITE_HALF_M),
      limit_db: 75,
    },
  };
}

/**
 * 天空率: the shadow case's planned building on the same site in a 第一種住居地域 (容積率 200 %) with a 6 m road
 * along the south edge (edge 0 of the site ring: SW to SE); the road and neighbour checks (the zone has no north
 * plane) with the measurement points of 令135条の9・10 and one point of the user's.
 */
function skyCase(site: LonLat): DemoCase {
  return {
    service_type: "tenkuritsu",
    name: "天空率：道路・隣地 Sky factor: road and neighbour",
    parameters: {
      site_boundary: rectangle(site, -SITE_HALF_M, -SITE_HALF_M, SITE_HALF_M, SITE_HALF_M),
      zone: "residential_1",
      floor_area_ratio: 200,
      road_edges: [{ edge: 0, width: 6, setback: 0 }],
      planned_buildings: [{ id: "planned", footprint: rectangle(site, -10, -12, 10, 2), height: 30 }],
      points: [offset(site, 0, -SITE_HALF_M - 3)],
      point_height: 0,
    },
  };
}

/**
 * 逆日影: the largest envelope the shadow case's regulation (4 h / 2.5 h on the 4 m plane) allows on the same
 * site, checked forward, with the allowed height asked at the site's centre and near its north edge.
 */
function envelopeCase(site: LonLat): DemoCase {
  return {
    service_type: "gyakuhikage",
    name: "逆日影：許容高さ Shadow envelope: allowed height",
    parameters: {
      site_boundary: rectangle(site, -SITE_HALF_M, -SITE_HALF_M, SITE_HALF_M, SITE_HALF_M),
      limits: { hours5: 4, hours10: 2.5 },
      plane_height: 4,
      grid_spacing: 1,
      storey_height: 3,
      points: [offset(site, 0, 0), offset(site, 0, SITE_HALF_M - 2)],
    },
  };
}

/** The demo's case of each service. */
const DEMO_CASES = {
  hikage: shadowCase,
  noise: noiseCase,
  vibration: vibrationCase,
  tenkuritsu: skyCase,
  gyakuhikage: envelopeCase,
} satisfies Record<DemoService, (site: LonLat) => DemoCase>;

/**
 * The demo's cases in the services' order: shadow (run on first start), noise, vibration, sky factor, shadow
 * envelope.
 */
export function demoCases(site: LonLat): DemoCase[] {
  return SERVICE_TYPES.map((service) => DEMO_CASES[service](site));
}
