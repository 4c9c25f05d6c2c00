/**
 * Clock labels of window hours (decimal hours, 8.5 = 08:30) and the two-digit padding of dates and times.
 * It loads nothing (a type only), so that the apps can take it as `@soracity/engine/clock` without the engine.
 */
import type { Hours } from "./units";

/** A number of at most two digits with a leading zero: 8 -> "08". */
export function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/** Window hours as "hh:mm", rounded to the minute. */
export function formatHourMinute(time: Hours): string {
  const minutes = Math.round(time * 60);
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/** Window hours as "hh:mm:ss", rounded to the second. */
export function formatClock(time: Hours): string {
  const total = Math.round(time * 3600);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map(twoDigits).join(":");
}
