// The 日影チャート (issue 24 §2) from the `shade_chart` layer: one LineString per piece of the 5 m or 10 m line,
// with `s` (m along the piece) and `hours` at each sample; the meta gives each line's length, limit, largest
// hours and where (m over its pieces in order). The chart unrolls each line's pieces one after the other.

export type ChartLineName = "5m" | "10m";

/** One line of the chart: its samples as runs (one per piece; no line drawn between pieces). */
export interface ChartLine {
  line: ChartLineName;
  limit: number;
  length: number;
  /** `[s, hours]` runs, s in m from the line's start over its pieces. */
  runs: [number, number][][];
  maxHours: number;
  worstS: number | null;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const isLine = (v: unknown): v is ChartLineName => v === "5m" || v === "10m";

interface MetaLine {
  line: ChartLineName;
  limit: number;
  length_m: number;
  max_hours: number;
  worst_s: number | null;
}

function metaLines(meta: Record<string, unknown>): MetaLine[] {
  const lines = Array.isArray(meta.lines) ? (meta.lines as unknown[]) : [];
  return lines.flatMap((raw) => {
    const l = (raw ?? {}) as Record<string, unknown>;
    const [limit, length, max] = [num(l.limit), num(l.length_m), num(l.max_hours)];
    if (!isLine(l.line) || limit === null || length === null || max === null) return [];
    return [{ line: l.line, limit, length_m: length, max_hours: max, worst_s: num(l.worst_s) }];
  });
}

/** The chart's lines (5 m first), from the layer's GeoJSON and meta. */
export function chartLines(data: unknown, meta: Record<string, unknown>): ChartLine[] {
  const features = (data as { features?: { properties?: Record<string, unknown> | null }[] } | undefined)
    ?.features;
  const pieces = Array.isArray(features) ? features.map((f) => f.properties ?? {}) : [];
  const out: ChartLine[] = [];
  for (const m of metaLines(meta)) {
    let offset = 0;
    const runs: [number, number][][] = [];
    for (const p of pieces.filter((piece) => piece.line === m.line)) {
      const s = Array.isArray(p.s) ? p.s : [];
      const hours = Array.isArray(p.hours) ? p.hours : [];
      const run: [number, number][] = [];
      s.forEach((at, i) => {
        const [x, h] = [num(at), num(hours[i])];
        if (x !== null && h !== null) run.push([offset + x, h]);
      });
      if (run.length > 0) runs.push(run);
      // The next piece starts where this one ends (its length; else its last sample).
      offset = offset + (num(p.length_m) ?? 0) || (run.at(-1)?.[0] ?? offset);
    }
    out.push({
      line: m.line,
      limit: m.limit,
      length: m.length_m,
      runs,
      maxHours: m.max_hours,
      worstS: m.worst_s,
    });
  }
  return out.sort((a, b) => (a.line === b.line ? 0 : a.line === "5m" ? -1 : 1));
}

/** Ticks from 0 to `max` at a step of 1, 2 or 5 x 10^n, about `count` of them. */
export function ticks(max: number, count: number): number[] {
  if (!(max > 0)) return [0];
  const raw = max / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((k) => k * power).find((k) => k >= raw) ?? raw;
  const out: number[] = [];
  for (let v = 0; v <= max + step * 1e-9; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}
