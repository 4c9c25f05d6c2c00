/**
 * Units live in names and types (DESIGN §3). These are plain numbers at run time; the aliases document
 * what a parameter means at every call site.
 */
export type Meters = number;
export type Degrees = number;
export type Radians = number;
export type Hours = number;
export type Minutes = number;
export type Decibels = number;

/** A point in the local metric frame: x east, y true north (metres). */
export type LocalPoint = readonly [x: Meters, y: Meters];
/** A closed ring in the local frame (first point not repeated). */
export type LocalRing = readonly LocalPoint[];

export const DEG_TO_RAD = Math.PI / 180;
export const RAD_TO_DEG = 180 / Math.PI;
