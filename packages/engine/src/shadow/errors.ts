/** Stable codes for refused shadow parameters (callers map them to translated messages). */
export type ShadowErrorCode =
  | "invalid_scene"
  | "latitude_out_of_range"
  | "longitude_out_of_range"
  | "declination_out_of_range"
  | "invalid_season"
  | "invalid_time"
  | "start_not_before_end"
  | "step_out_of_range"
  | "output_interval_not_multiple"
  | "angle_out_of_range"
  | "empty_range"
  | "analysis_outside_target"
  | "grid_spacing_out_of_range"
  | "grid_too_large"
  | "invalid_plane"
  | "invalid_building"
  | "invalid_point"
  | "invalid_contours"
  | "invalid_date"
  | "invalid_regulation";

/** A refused parameter: `code` is stable, `message` is for developers. */
export class ShadowParamError extends Error {
  readonly code: ShadowErrorCode;
  constructor(code: ShadowErrorCode, message: string) {
    super(message);
    this.name = "ShadowParamError";
    this.code = code;
  }
}

export function fail(code: ShadowErrorCode, message: string): never {
  throw new ShadowParamError(code, message);
}
