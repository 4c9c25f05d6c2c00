import type { Building } from "./obstacles";
import { NOISE_DEFAULTS } from "./prepare";
import { FACADE_SPACING, facadeReceiverCount, noiseGrid } from "./receivers";
import type { NoiseScene } from "./scene";
import { linePieceCount } from "./sources";

/**
 * Paths counted per receiver-source pair with lateral paths on: a blocked pair then also looks for the
 * paths around the sides (the hull of the blocking obstacles' vertices), 2.2-2.4x the CPU of a pair without
 * them (2,500 boxes of 5.9 m on a 10 m pitch over 25 ha, 5 m grid, 1 and 9 sources: 9.0 and 6.7 µs a pair
 * against 4.1 and 2.8 µs; 0.4 µs without buildings). Counted as 2, a path then costs at most about 4.5 µs
 * of CPU either way.
 */
export const LATERAL_PATHS_PER_PAIR = 2;

/** What a noise run computes, counted from its scene before anything is made. */
export interface NoiseSceneSize {
  /** Receivers of each phase: listed, grid cells, facade receivers. */
  receivers: { listed: number; grid: number; facade: number };
  /** Point sources, line sources counted in pieces. */
  sources: number;
  /**
   * Propagation paths, the run's work: receivers x sources, {@link LATERAL_PATHS_PER_PAIR} times that with
   * lateral paths on (the default).
   */
  paths: number;
}

/** Obstacle edges of a scene: building sides and barrier segments. */
export function obstacleEdges(scene: NoiseScene): number {
  let edges = 0;
  for (const b of scene.buildings ?? []) edges += b.footprint.length;
  for (const b of scene.barriers ?? []) edges += Math.max(0, b.points.length - 1);
  return edges;
}

/** Counts the receivers, point sources and paths of a scene (as calculateNoise would make them). */
export function noiseSceneSize(scene: NoiseScene): NoiseSceneSize {
  let sources = 0;
  for (const s of scene.sources ?? [])
    sources +=
      s.type === "line" && s.points ? linePieceCount(s.points, s.spacing ?? NOISE_DEFAULTS.lineSpacing) : 1;
  const grid = scene.grid ? noiseGrid(scene.grid) : null;
  const buildings: readonly Building[] = scene.buildings ?? [];
  const receivers = {
    listed: scene.receivers?.length ?? 0,
    grid: grid ? grid.nx * grid.ny : 0,
    facade: scene.facade ? facadeReceiverCount(buildings, scene.facade.spacing ?? FACADE_SPACING) : 0,
  };
  const pairs = (receivers.listed + receivers.grid + receivers.facade) * sources;
  return { receivers, sources, paths: (scene.lateral ?? true) ? pairs * LATERAL_PATHS_PER_PAIR : pairs };
}
