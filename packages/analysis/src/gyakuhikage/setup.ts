// The set-up of a 逆日影 run (issue 26): its parameters checked, the site frame, the 平均地盤面 and the plane's
// rise as the shadow service finds them (shadow/averageGround.ts), and the engine's envelope input.
import type { Building } from "@soracity/citymodel";
import {
  ENVELOPE_WINDOW,
  fieldErrors,
  gyakuhikageParametersSchema,
  hikageParametersSchema,
  openRing,
} from "@soracity/contracts";
import type { FieldError, GyakuhikageParameters, HikageParameters } from "@soracity/contracts";
import type { ShadowEnvelopeInput } from "@soracity/engine";
import { ringSelfIntersection } from "@soracity/engine/geometry";
import { localSources } from "../buildings";
import { SiteFrame } from "../frame";
import type { AverageGround } from "../shadow/averageGround";
import { averageGroundOf, planeRise } from "../shadow/averageGround";
import { AnalysisInputError } from "../types";

/**
 * What a run needs besides its parameters: the city around the site (for the 平均地盤面 from buildings), and
 * cancellation and progress. The frame is centred on the site boundary, not on the project.
 */
export interface GyakuhikageContext {
  cityBuildings?: Building[];
  /** The project's site: its city code picks the plane rectangular zone of the north angle (else the site's). */
  site?: { lon: number; lat: number; city_code?: string | null };
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface GyakuhikageSetup {
  params: GyakuhikageParameters;
  frame: SiteFrame;
  /** The site's outer ring in the frame (x east, y true north). */
  site: [number, number][];
  averageGround: AverageGround;
  planeRise: number;
  /** The regulation window in true solar hours (Hokkaido's 9-15, else 8-16). */
  window: [number, number];
  latitude: number;
  envelopeInput: ShadowEnvelopeInput;
}

/**
 * The parameters, complete, or AnalysisInputError `invalid_parameters` with translated field errors: the
 * contract's schema, then a site boundary that crosses or touches itself (the engine's simple-ring check).
 */
export function gyakuhikageParameters(parameters: unknown): GyakuhikageParameters {
  const parsed = gyakuhikageParametersSchema.safeParse(parameters ?? {});
  if (!parsed.success)
    throw new AnalysisInputError(
      "invalid_parameters",
      "invalid or incomplete parameters",
      fieldErrors(parsed.error.issues),
    );
  const p = parsed.data;
  if (p.site_boundary.coordinates.some((ring) => ringSelfIntersection(ring) !== null)) {
    const fields: FieldError[] = [{ path: "site_boundary", message: "analysis.polygon_self_intersecting" }];
    throw new AnalysisInputError("invalid_parameters", "the site boundary crosses itself", fields);
  }
  return p;
}

/** The middle of the site boundary's vertices: the frame's origin (clipper is exact near it). */
function siteCentre(p: GyakuhikageParameters): [number, number] {
  const ring = openRing(p.site_boundary.coordinates[0] ?? []);
  const mean = (k: 0 | 1) => ring.reduce((sum, v) => sum + (v[k] ?? 0), 0) / Math.max(1, ring.length);
  return [mean(0), mean(1)];
}

const clock = (hours: number): string => `${String(hours).padStart(2, "0")}:00`;

/**
 * The shadow case of an envelope (parameters of service `hikage`): the run's regulation set-up with `planned`
 * tiers, the 平均地盤面 typed as found (the tiers have no ground heights), the regulation window and
 * latitude, the city's buildings on the site left out, and an analysis range of the site and 30 m around it
 * (the one-click case's heat map).
 */
export function envelopeCaseParameters(
  setup: GyakuhikageSetup,
  planned: readonly unknown[],
): Record<string, unknown> {
  const p = setup.params;
  const [x0, y0, x1, y1] = setup.frame.bbox(p.site_boundary);
  const around = setup.frame.rectangle(x0 - 30, y0 - 30, x1 + 30, y1 + 30);
  return {
    season: "winter_solstice",
    start_time: clock(setup.window[0]),
    end_time: clock(setup.window[1]),
    // The envelope's latitude, so that a run from another project centre judges the same sun.
    center_latitude: setup.latitude,
    plane_height: p.plane_height,
    ground_elevation: setup.averageGround.elevation,
    ...(p.neighbour_ground_elevation !== undefined
      ? { neighbour_ground_elevation: p.neighbour_ground_elevation }
      : {}),
    site_boundary: p.site_boundary,
    limits: p.limits,
    deemed_edges: p.deemed_edges,
    ...(p.zone ? { zone: p.zone } : {}),
    ...(p.ordinance_row ? { ordinance_row: p.ordinance_row } : {}),
    hokkaido: p.hokkaido,
    custom_limits: p.custom_limits,
    // The envelope stands in for whatever is on the site now.
    exclude_site_buildings: true,
    target_range: around,
    analysis_range: around,
    planned_buildings: planned,
  };
}

/** The shadow service's parameters of the set-up alone (no plan), for its 平均地盤面 and table rules. */
function setupShadowParameters(p: GyakuhikageParameters, centre: [number, number]): HikageParameters {
  return hikageParametersSchema.parse({
    plane_height: p.plane_height,
    ...(p.ground_elevation !== undefined ? { ground_elevation: p.ground_elevation } : {}),
    points: [centre],
    target_range: p.site_boundary,
  });
}

/** The run's set-up from its parameters (see gyakuhikageParameters) and context. */
export function gyakuhikageSetup(
  p: GyakuhikageParameters,
  context: GyakuhikageContext = {},
): GyakuhikageSetup {
  const centre = siteCentre(p);
  const frame = new SiteFrame(centre[0], centre[1]);
  const site = frame.outer(p.site_boundary).map(([x, y]) => [x, y] as [number, number]);
  const near = frame.bbox(p.site_boundary);
  const sources = localSources(context.cityBuildings ?? [], frame, false);
  const averageGround = averageGroundOf(setupShadowParameters(p, centre), frame, sources, near);
  const rise = planeRise(p.neighbour_ground_elevation, averageGround.elevation);
  const [start, end] = p.hokkaido ? ENVELOPE_WINDOW.hokkaido : ENVELOPE_WINDOW.standard;
  const window: [number, number] = [Number(start.slice(0, 2)), Number(end.slice(0, 2))];
  const latitude = p.center_latitude ?? centre[1];
  return {
    params: p,
    frame,
    site,
    averageGround,
    planeRise: rise,
    window,
    latitude,
    envelopeInput: {
      site,
      limits: p.limits,
      deemed: p.deemed_edges.map((d) => ({ edge: d.edge, width: d.width, kind: d.kind })),
      // The plane stands on the 平均地盤面 (the envelope's zero), raised for a site below its neighbours.
      planeHeight: p.plane_height + rise,
      latitude,
      window,
      spacing: p.grid_spacing,
    },
  };
}
