import type { Building } from "./obstacles";
import { NOISE_DEFAULTS } from "./prepare";
import { FACADE_SPACING, facadeReceiverCount, noiseGrid } from "./receivers";
import type { NoiseScene } from "./scene";
import { linePieceCount } from "./sources";

/**
 * Paths counted per receiver-source pair with lateral paths on: a blocked pair then also looks for the
 * paths around the sides (the hull of the obstacles' cuts in the lateral plane), 2.2-3.2x the CPU of a pair
 * without them (see {@link noiseSceneSize}).
 */
export const LATERAL_PATHS_PER_PAIR = 2;
/**
 * A pair costs more the more sides its obstacles have (more edges to cross, more vertices around): one more
 * path per this many sides of the mean obstacle.
 */
export const SIDES_PER_PATH = 8;

/** What a noise run computes, counted from its scene before anything is made. */
export interface NoiseSceneSize {
  /** Receivers of each phase: listed, grid cells, facade receivers. */
  receivers: { listed: number; grid: number; facade: number };
  /** Point sources, line sources counted in pieces. */
  sources: number;
  /**
   * Propagation paths, the run's work: receivers x sources, times 1 + the mean obstacle's sides /
   * {@link SIDES_PER_PATH}, times {@link LATERAL_PATHS_PER_PAIR} with lateral paths on (the default). CPU
   * a pair on one thread, 2,500 blocks over 25 ha (5.9 m on a 10 m pitch), 5 m grid, 1 or 9 sources, with
   * lateral paths and without: 9.0, 6.7 and 4.1, 2.8 µs as boxes (6, 6, 3, 3 paths), 17.6 and 5.5 µs for 9
   * sources as 16-gons (12, 6 paths), 0.4 µs without buildings (2, 1): 3 µs a path at most.
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
  const obstacles = buildings.length + (scene.barriers?.length ?? 0);
  const sides = obstacles > 0 ? obstacleEdges(scene) / obstacles : 0;
  const perPair = (1 + sides / SIDES_PER_PATH) * ((scene.lateral ?? true) ? LATERAL_PATHS_PER_PAIR : 1);
  return { receivers, sources, paths: Math.ceil(pairs * perPair) };
}
