/**
 * 日影規制 presets (Building Standards Act art. 56-2, 別表第4; Enforcement Order art. 135-12): the limit pairs
 * (5-10 m zone / beyond 10 m) of rows (一)(二)(三), and the shorter Hokkaido values (道の区域内).
 */
export const LIMIT_PRESETS = [
  { id: "1", hours5: 3, hours10: 2 },
  { id: "2", hours5: 4, hours10: 2.5 },
  { id: "3", hours5: 5, hours10: 3 },
] as const;
export const LIMIT_PRESETS_HOKKAIDO = [
  { id: "1", hours5: 2, hours10: 1.5 },
  { id: "2", hours5: 3, hours10: 2 },
  { id: "3", hours5: 4, hours10: 2.5 },
] as const;

/** Measurement plane heights the ordinances use (m above the average ground). */
export const PLANE_HEIGHTS = [1.5, 4, 6.5] as const;

/** Regulation window: 8:00-16:00 true solar time; in Hokkaido 9:00-15:00. */
export const WINDOW = { start: "08:00", end: "16:00" } as const;
export const WINDOW_HOKKAIDO = { start: "09:00", end: "15:00" } as const;

/** Default height (m) of a newly drawn planned building. */
export const PLANNED_HEIGHT_M = 20;
