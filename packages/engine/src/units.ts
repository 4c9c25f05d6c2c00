/**
 * Units live in names and types (DESIGN §3). This module has no imports: packages that need only units and
 * frames (citymodel) take it as `@soracity/engine/units` without loading the engine (worker pools, pngjs,
 * d3-contour).
 *
 * Scalars are plain aliases: they document what a parameter means at every call site. Points carry their
 * frame, because a lon/lat pair passed where local metres are expected (or back) is a silent, plausible-looking
 * bug: `LocalPoint` and `LonLat` are tagged with their frame, so one typed in one frame does not pass where the
 * other is expected. The tag is optional and exists only in types (zero cost, nothing at run time), so a plain
 * `[x, y]` literal or a computed tuple still is a point of either frame: the check bites at the boundaries
 * (readers, frame conversions) where values are typed, without casts on every internal array.
 */
export type Meters = number;
export type Degrees = number;
export type Radians = number;
export type Hours = number;
export type Minutes = number;
export type Decibels = number;

declare const frame: unique symbol;
/** The frame a point is in (types only). */
interface InFrame<F extends "local" | "lonlat"> {
  readonly [frame]?: F;
}

/** A point in the local metric frame: x east, y true north (metres). */
export type LocalPoint = readonly [x: Meters, y: Meters] & InFrame<"local">;
/** A point of the local east-north-up frame with its height: x east, y north, z up (metres). */
export type LocalPoint3 = readonly [x: Meters, y: Meters, z: Meters] & InFrame<"local">;
/** A closed ring in the local frame (first point not repeated). */
export type LocalRing = readonly LocalPoint[];

/** Geographic position, JGD2011 (EPSG:6668): longitude, latitude in degrees. */
export type LonLat = readonly [lon: Degrees, lat: Degrees] & InFrame<"lonlat">;
/** Geographic position with its height: longitude, latitude (degrees), height (metres, orthometric). */
export type LonLatHeight = readonly [lon: Degrees, lat: Degrees, h: Meters] & InFrame<"lonlat">;

export const DEG_TO_RAD = Math.PI / 180;
export const RAD_TO_DEG = 180 / Math.PI;
