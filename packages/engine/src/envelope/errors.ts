/** Stable codes for refused envelope input (callers map them to translated messages). */
export type EnvelopeErrorCode =
  | "invalid_site"
  | "site_not_simple"
  | "invalid_limits"
  | "invalid_plane"
  | "invalid_sun"
  | "invalid_window"
  | "grid_spacing_out_of_range"
  | "line_spacing_out_of_range"
  | "grid_too_large";

/** A refused envelope input: `code` is stable, `message` is for developers. */
export class EnvelopeError extends Error {
  override readonly name = "EnvelopeError";
  readonly code: EnvelopeErrorCode;
  constructor(code: EnvelopeErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** Refuse input with `code`. */
export const refuse = (code: EnvelopeErrorCode, message: string): never => {
  throw new EnvelopeError(code, message);
};
