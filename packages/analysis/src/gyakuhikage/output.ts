// The result of a 逆日影 run (issue 26): summary, the user's points and the layers (GYAKUHIKAGE_LAYERS), all
// of the envelope as checked forward (its stepped height field and tiers), never of an unchecked one.
import { GYAKUHIKAGE_LAYERS } from "@soracity/contracts";
import type {
  AllowedHeightPoint,
  ForwardCheck,
  GyakuhikageSummary,
  HikageParameters,
} from "@soracity/contracts";
import type { EnvelopeGrid, ShadowEnvelope } from "@soracity/engine";
import type { Feature } from "../geojson";
import { float32Bytes, geojsonBytes } from "../geojson";
import { regulationSetup } from "../shadow/regulationSetup";
import type { AnalysisLayer } from "../types";
import type { GyakuhikageSetup } from "./setup";
import type { EnvelopeTiers } from "./tiers";
import { envelopeToPlannedBuildings, tiersVolume } from "./tiers";

const mm = (v: number): number => Math.round(v * 1000) / 1000;
/** Floored to the millimetre: an allowed height never rounds up. */
const mmDown = (v: number): number => Math.floor(v * 1000 + 1e-6) / 1000;

export interface GyakuhikageOutput {
  summary: GyakuhikageSummary;
  points: AllowedHeightPoint[];
  layers: AnalysisLayer[];
}

/** The stepped height at local (x, y): the value of the cell it falls in (null outside the site). */
export function steppedHeightAt(
  grid: EnvelopeGrid,
  heights: Float32Array,
  x: number,
  y: number,
): number | null {
  const i = Math.floor((x - grid.origin[0]) / grid.spacing);
  const j = Math.floor((y - grid.origin[1]) / grid.spacing);
  if (i < 0 || j < 0 || i >= grid.nx || j >= grid.ny) return null;
  const h = heights[j * grid.nx + i];
  return Number.isNaN(h) ? null : h;
}

/** Floor area (m²): each cell holds as many whole storeys as fit under its height. */
export function floorArea(grid: EnvelopeGrid, heights: Float32Array, storey: number): number {
  let storeys = 0;
  for (const h of heights) if (h > 0) storeys += Math.floor(h / storey + 1e-9);
  return storeys * grid.spacing * grid.spacing;
}

function gridLayer(setup: GyakuhikageSetup, grid: EnvelopeGrid, tiers: EnvelopeTiers): AnalysisLayer {
  const { frame } = setup;
  const s = grid.spacing;
  const [x0, y0] = grid.origin;
  const [x1, y1] = [x0 + grid.nx * s, y0 + grid.ny * s];
  const max = tiers.levels[tiers.levels.length - 1] ?? 0;
  return {
    name: GYAKUHIKAGE_LAYERS.grid,
    media_type: "application/octet-stream",
    data: float32Bytes(tiers.heights),
    meta: {
      nx: grid.nx,
      ny: grid.ny,
      spacing_m: s,
      origin: { lon: frame.lon, lat: frame.lat },
      bbox_local: [x0 + s / 2, y0 + s / 2, x1 - s / 2, y1 - s / 2],
      corners: [
        frame.toLonLat(x0, y0),
        frame.toLonLat(x1, y0),
        frame.toLonLat(x1, y1),
        frame.toLonLat(x0, y1),
      ],
      row_order: "south_to_north",
      dtype: "float32",
      unit: "m",
      ground_elevation: mm(setup.averageGround.elevation),
      max_height: max,
      levels: tiers.levels,
    },
  };
}

/** Contours of allowed height: the outlines of each level's region (the tiers' rings), labelled. */
function contourLayer(setup: GyakuhikageSetup, tiers: EnvelopeTiers): AnalysisLayer {
  const f = setup.frame;
  const features: Feature[] = tiers.tiers.map((t) => {
    const height = mm(t.base + t.height);
    return {
      type: "Feature",
      properties: { height_m: height, label: `${height} m` },
      geometry: {
        type: "MultiLineString",
        coordinates: t.rings.map((ring) => [...ring, ring[0]].map(([x, y]) => f.toLonLat(x, y))),
      },
    };
  });
  return {
    name: GYAKUHIKAGE_LAYERS.contours,
    media_type: "application/geo+json",
    data: geojsonBytes(features),
    meta: { heights: tiers.levels },
  };
}

/**
 * The envelope's tiers as prisms (footprint polygons with their base and top), each the planned tier its
 * forward check ran (`tier_height_m`, `base_height_m` and the footprint: envelopeToPlannedBuildings), so that
 * the one-click shadow case (shadowCase.ts) is made of the very tiers that passed.
 */
function envelopeLayer(setup: GyakuhikageSetup, tiers: EnvelopeTiers, volume: number): AnalysisLayer {
  const ground = setup.averageGround.elevation;
  const planned = envelopeToPlannedBuildings(tiers.tiers, setup.frame);
  const features: Feature[] = tiers.tiers.map((t, i) => ({
    type: "Feature",
    properties: {
      tier: i + 1,
      height_m: mm(t.base + t.height),
      base_height_m: mm(t.base),
      tier_height_m: planned[i]?.height ?? 0,
      base_elevation: mm(ground + t.base),
      top_elevation: mm(ground + t.base + t.height),
    },
    geometry: { type: "MultiPolygon", coordinates: [planned[i]?.footprint.coordinates ?? []] },
  }));
  return {
    name: GYAKUHIKAGE_LAYERS.envelope,
    media_type: "application/geo+json",
    data: geojsonBytes(features),
    meta: { tiers: features.length, volume_m3: mm(volume), ground_elevation: mm(ground) },
  };
}

/** The run's output from its set-up, the engine's envelope, the checked tiers and the check. */
export function gyakuhikageOutput(
  setup: GyakuhikageSetup,
  envelope: ShadowEnvelope,
  tiers: EnvelopeTiers,
  check: ForwardCheck,
  hikage: HikageParameters,
  northAngle: number,
): GyakuhikageOutput {
  const p = setup.params;
  const { grid } = envelope;
  const volume = tiersVolume(tiers.tiers);
  const maxHeight = tiers.levels[tiers.levels.length - 1] ?? 0;
  const family = envelope.family;
  const windowFamily = `${family.hours5.kind}:${family.hours5.position}/${family.hours10.kind}:${family.hours10.position}`;
  const setupSummary = regulationSetup(hikage, setup.averageGround, setup.planeRise);
  const summary: GyakuhikageSummary = {
    service_type: "gyakuhikage",
    forward_check: check,
    volume: mm(volume),
    floor_area_estimate: mm(floorArea(grid, tiers.heights, p.storey_height)),
    storeys: Math.floor(maxHeight / p.storey_height + 1e-9),
    max_height: maxHeight,
    storey_height: p.storey_height,
    window_family: windowFamily,
    site_area: mm(envelope.area),
    grid: { nx: grid.nx, ny: grid.ny, spacing_m: grid.spacing, cells: envelope.cells },
    setup: setupSummary,
    north_angle: northAngle,
  };
  const points = p.points.map(([lon, lat]) => {
    const [x, y] = setup.frame.toLocal(lon, lat);
    const h = steppedHeightAt(grid, tiers.heights, x, y);
    return { lon, lat, max_height: h === null ? null : mmDown(h) };
  });
  const layers = [
    gridLayer(setup, grid, tiers),
    contourLayer(setup, tiers),
    envelopeLayer(setup, tiers, volume),
  ];
  return { summary, points, layers };
}
