import type { Building } from "./obstacles";
import { NOISE_DEFAULTS } from "./prepare";
import { FACADE_SPACING, facadeReceiverCount, noiseGrid } from "./receivers";
import type { NoiseScene } from "./scene";
import { linePieceCount } from "./sources";

/** What a noise run computes, counted from its scene before anything is made. */
export interface NoiseSceneSize {
  /** Receivers of each phase: listed, grid cells, facade receivers. */
  receivers: { listed: number; grid: number; facade: number };
  /** Point sources, line sources counted in pieces. */
  sources: number;
}

/** Counts the receivers and point sources of a scene (as calculateNoise would make them). */
export function noiseSceneSize(scene: NoiseScene): NoiseSceneSize {
  let sources = 0;
  for (const s of scene.sources ?? [])
    sources +=
      s.type === "line" && s.points ? linePieceCount(s.points, s.spacing ?? NOISE_DEFAULTS.lineSpacing) : 1;
  const grid = scene.grid ? noiseGrid(scene.grid) : null;
  const buildings: readonly Building[] = scene.buildings ?? [];
  return {
    receivers: {
      listed: scene.receivers?.length ?? 0,
      grid: grid ? grid.nx * grid.ny : 0,
      facade: scene.facade ? facadeReceiverCount(buildings, scene.facade.spacing ?? FACADE_SPACING) : 0,
    },
    sources,
  };
}
