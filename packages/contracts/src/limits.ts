/** Business constants and limits of PRODUCT.md §9, shared by web and server. */
export const LIMITS = {
  messageMaxChars: 1000,
  nameMaxChars: 50,
  passwordMinChars: 8,
  phoneDigits: [10, 11] as const,
  uploadMaxBytes: 100 * 1024 * 1024,
  drawnAreaMaxHectares: 25,
  soundPowerDb: { min: 0, max: 150 },
  heightMeters: { min: 0, max: 999 },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  angleDegrees: { min: -360, max: 360 },
} as const;

/**
 * Most work and memory one analysis may take, counted from its input before anything is computed (a run over
 * them is refused: 400 at POST /api/cases/{id}/run, or the case ends `error` when only the worker's buildings
 * show it). They keep every array of the engines well inside V8's limits (a JS array or FixedArray stops near
 * 2^27 elements, a string near 2^29 characters) and one run within a few GB:
 *
 * - `shadowCellSteps`: grid cells x time steps of the shadow plane, its computing time. 30 tiles (the most a
 *   run is split into: its done mask is a 32-bit integer) of the default tile size (150,000,000): a 25 ha range
 *   at 0.25 m with 1-minute steps over 8 hours (1.9e9) still runs.
 * - `shadowOutlineCells`: grid cells x output times; the plane keeps one byte per cell and output time (the
 *   time outlines), twice while tiles are merged: 256 MB, so a 25 ha range at 0.25 m keeps up to 64 outputs.
 * - `regulationCells`: cells of the regulation check's grid pass (the planned buildings' shade around the
 *   site's 10 m line, at the grid spacing; the site boundary has no area limit): ~15 bytes each, as the
 *   engine's largest plane grid (16,000,000 cells, 1 km² at 0.25 m).
 * - `wallSamples`: facade samples (perimeter x height / spacing² of the walls in range): each is 48 bytes of
 *   typed arrays, ~10 JS values and ~300 characters of the GeoJSON layer (150 MB at the limit); the bench
 *   city of 500 buildings has 406,862 at 1 m.
 * - `wallValues`: wall samples x output intervals, the hours per interval kept (8 bytes) and written (~7
 *   characters) for each.
 * - `noiseReceivers`: grid cells, listed and facade receivers (24 bytes each, 4 more per result).
 * - `noisePaths`: propagation paths, the noise run's work: receivers x point sources (line sources in
 *   pieces), more for obstacles of many sides and twice with lateral paths on (the engine's noiseSceneSize),
 *   so that a path costs at most about 3.1 µs of CPU (one thread; boxes to 32-gons in a dense 25 ha city). A
 *   run at the limit is then at most about 8.3 minutes of one core: about 4 on this 2-core machine, 10 or
 *   less while one of its cores is taken by other work (200,000,000 pairs used to be about 31 minutes).
 * - `noiseSources`: point sources after cutting line sources into pieces (one JS object each).
 * - `vibrationCells`: grid cells x sources of the vibration map.
 */
export const ANALYSIS_SIZE_LIMITS = {
  shadowCellSteps: 4_500_000_000,
  shadowOutlineCells: 256_000_000,
  regulationCells: 16_000_000,
  wallSamples: 500_000,
  wallValues: 8_000_000,
  noiseReceivers: 4_000_000,
  noisePaths: 160_000_000,
  noiseSources: 100_000,
  vibrationCells: 500_000_000,
} as const;
export type AnalysisSizeLimits = { [K in keyof typeof ANALYSIS_SIZE_LIMITS]: number };

/** Locale cookie lifetime (PRODUCT.md §9: 365 days). */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const LOCALE_COOKIE = "locale";
export const DARK_MODE_STORAGE_KEY = "darkMode";
