import { twoDigits as pad } from "@soracity/engine/clock";

/** A post's publish day as `YYYY-MM-DD` in the browser's time zone (the home page's date style). */
export function newsDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first `max` characters of a post's body on one line, for lists. */
export function newsExcerpt(body: string, max = 120): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
