/**
 * Bad input refused by an engine, with a stable `code` (e.g. `noise.sound_power_range`) the API and the web
 * app translate, and the dotted `path` of the offending field (e.g. `sources.0.lw`).
 */
export class EngineInputError extends Error {
  constructor(
    readonly code: string,
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.name = "EngineInputError";
  }
}
