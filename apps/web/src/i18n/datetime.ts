import { twoDigits as pad } from "@soracity/engine/clock";

/**
 * Japanese-style date and time `YYYY-MM-DD HH:mm:ss` (24 h, PRODUCT.md §9) in the browser's time zone, or an
 * empty string for a missing or unreadable value.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
