import type { LocalPoint } from "../units";
import type { DiffractionMethod } from "./diffraction";
import type { GroundMethod } from "./ground";
import type { GroundArea } from "./groundRegions";
import type { Barrier, Building } from "./obstacles";
import type { SpectrumShape } from "./sources";

/**
 * A noise source. Point (x, y, z) or line (`points` + z). `lw` is the sound power per octave band 63 Hz ...
 * 8 kHz (8 values, dB, unweighted) or one A-weighted total (dB(A)) spread with `spectrum` (default road).
 * For a line source `lw` is per metre and `spacing` (m, default 5) the discretisation step.
 */
export interface NoiseSourceInput {
  type?: "point" | "line";
  x?: number;
  y?: number;
  z: number;
  points?: LocalPoint[];
  lw: number | number[];
  spectrum?: SpectrumShape;
  spacing?: number;
}

export interface ReceiverInput {
  x: number;
  y: number;
  z: number;
}

/** Grid map: bbox [minX, minY, maxX, maxY] (m), spacing (m), prediction height (m), north angle (°). */
export interface GridInput {
  bbox: [number, number, number, number];
  spacing: number;
  height: number;
  /** Rotation of the grid about the bbox centre, degrees clockwise. */
  northAngle?: number;
  /** Also return the A-weighted level per band. */
  perBand?: boolean;
  /** Contour band edges, dB(A); default 40, 45, ..., 80. */
  contours?: number[];
}

/** Facade evaluation: receivers 0.1 m in front of every wall at `height`, every `spacing` metres. */
export interface FacadeInput {
  height: number;
  spacing?: number;
}

/** The whole noise scene (local metres, x east, y north, heights above flat ground). */
export interface NoiseScene {
  method?: DiffractionMethod;
  temperature?: number;
  humidity?: number;
  pressure?: number;
  groundFactor?: number;
  ground?: GroundArea[];
  /** Agr by the general method (§7.3.1, default) or the simplified one (§7.3.2). */
  groundMethod?: GroundMethod;
  sources: NoiseSourceInput[];
  buildings?: Building[];
  barriers?: Barrier[];
  receivers?: ReceiverInput[];
  grid?: GridInput;
  facade?: FacadeInput;
  /** One octave band centre (Hz) instead of all eight. */
  band?: number;
  /** Lateral paths around vertical edges (default true). */
  lateral?: boolean;
  /** C0 of Cmet in dB (default 0: downwind levels). */
  c0?: number;
}
