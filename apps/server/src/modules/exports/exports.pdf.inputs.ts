import { SiteFrame } from "@soracity/analysis";
import type { Locale, ServiceType } from "@soracity/contracts";
import { MACHINERY } from "@soracity/engine";
import { fieldValue, lonLat, num } from "./exports.pdf.fields";
import type { PdfLabels } from "./exports.pdf.labels";
import { ENUM_WORDS } from "./exports.pdf.texts";

/** A table of the report: header and rows of cells, with the columns' share of the page width. */
export interface InputTable {
  title: string;
  shares: number[];
  header: string[];
  rows: string[][];
}

type Obj = Record<string, unknown>;
const list = (v: unknown): Obj[] =>
  Array.isArray(v) ? v.filter((x): x is Obj => typeof x === "object" && x !== null) : [];
const pairs = (v: unknown): [number, number][] =>
  Array.isArray(v) ? v.filter((p): p is [number, number] => Array.isArray(p) && p.length >= 2) : [];

/** Length (m) of a lon/lat polyline, in the site's local frame. */
function lengthM(points: [number, number][], frame: SiteFrame): number {
  const local = points.map(([lon, lat]) => frame.toLocal(lon, lat));
  let total = 0;
  for (let i = 1; i < local.length; i++) {
    const [a, b] = [local[i - 1], local[i]];
    if (a && b) total += Math.hypot(b[0] - a[0], b[1] - a[1]);
  }
  return total;
}

/** Where a point or line item lies: its position, or its vertex count, first vertex and length. */
function where(item: Obj, frame: SiteFrame, L: PdfLabels): { position: string; length: number | null } {
  const pts = pairs(item.points);
  if (pts.length >= 2) {
    const [lon, lat] = pts[0] ?? [0, 0];
    return { position: `${L.vertices(pts.length)}: ${lonLat(lon, lat)} …`, length: lengthM(pts, frame) };
  }
  return { position: lonLat(Number(item.lon), Number(item.lat)), length: null };
}

/** Noise sources: kind, position, height, sound power (and spectrum). */
function noiseSources(p: Obj, frame: SiteFrame, L: PdfLabels, locale: Locale): InputTable {
  const rows = list(p.sources).map((s, i) => {
    const type = s.type ?? p.source_type ?? "point";
    const { position, length } = where(s, frame, L);
    const lw = Array.isArray(s.lw)
      ? `Lw ${(s.lw as number[]).map((v) => num(v, 1)).join(" / ")} dB`
      : `Lw ${num(Number(s.lw), 1)} dB(A) · ${fieldValue("spectrum", s.spectrum ?? "road", locale)}`;
    return [
      `S${i + 1}`,
      type === "line" ? L.lineSource : L.pointSource,
      length === null ? position : `${position} (${num(length, 1)} m)`,
      num(Number(s.height), 2),
      type === "line" ? `${lw} /m` : lw,
    ];
  });
  return {
    title: L.sources.noise,
    shares: [0.06, 0.14, 0.4, 0.1, 0.3],
    header: [L.no, L.kind, L.position, L.height, L.sourceLevel],
    rows,
  };
}

/**
 * A vibration source's level as the run used it: its own level at its r0, else its machine's preset (the
 * upper end of the typical range at the preset's distance, as the engine takes it).
 */
function vibrationLevelText(s: Obj, L: PdfLabels): string {
  const preset = typeof s.machine === "string" ? MACHINERY[s.machine] : undefined;
  const level = typeof s.level === "number" ? s.level : preset?.range[1];
  const r0 = typeof s.r0 === "number" ? s.r0 : preset?.r0;
  if (level === undefined) return "-";
  const text = L.atDistance(num(level, 1), r0 === undefined ? "-" : num(r0, 2));
  return typeof s.level === "number" ? text : `${text}${L.presetLevel}`;
}

/** Vibration sources: machine (or a source of one's own), position, level at its reference distance. */
function vibrationSources(p: Obj, L: PdfLabels, locale: Locale): InputTable {
  const rows = list(p.sources).map((s, i) => [
    `S${i + 1}`,
    typeof s.machine === "string"
      ? (ENUM_WORDS.machine?.[s.machine]?.[locale] ?? L.vibrationSource)
      : L.vibrationSource,
    lonLat(Number(s.lon), Number(s.lat)),
    vibrationLevelText(s, L),
  ]);
  return {
    title: L.sources.vibration,
    shares: [0.06, 0.22, 0.34, 0.38],
    header: [L.no, L.kind, L.position, L.sourceLevel],
    rows,
  };
}

/** Barriers: height, length, vertices. */
function barriers(p: Obj, frame: SiteFrame, L: PdfLabels): InputTable {
  const rows = list(p.barriers).map((b, i) => {
    const { position, length } = where(b, frame, L);
    return [`B${i + 1}`, num(Number(b.height), 2), length === null ? "-" : num(length, 1), position];
  });
  return {
    title: L.barriers,
    shares: [0.06, 0.14, 0.14, 0.66],
    header: [L.no, L.height, L.length, L.position],
    rows,
  };
}

/** 天空率: the planned tiers (height, underside, vertex count and first vertex). */
function plannedTiersTable(p: Obj, L: PdfLabels): InputTable {
  const rows = list(p.planned_buildings).map((b, i) => {
    const coordinates = list([b.footprint])[0]?.coordinates;
    const outer = pairs(Array.isArray(coordinates) ? (coordinates as unknown[])[0] : []);
    const [lon, lat] = outer[0] ?? [0, 0];
    const base = typeof b.base === "number" ? `${num(b.base, 2)}` : `+${num(Number(b.base_height ?? 0), 2)}`;
    return [
      `T${i + 1}`,
      num(Number(b.height), 2),
      base,
      `${L.vertices(Math.max(0, outer.length - 1))}: ${lonLat(lon, lat)} …`,
    ];
  });
  return {
    title: L.sources.tenkuritsu,
    shares: [0.06, 0.14, 0.14, 0.66],
    header: [L.no, L.height, L.base, L.position],
    rows,
  };
}

type InputTables = (parameters: Obj, frame: SiteFrame, L: PdfLabels, locale: Locale) => InputTable[];

/** Per service, the input tables its PDF lists: none for a shadow case (its inputs are drawn on its sheets). */
const INPUT_TABLES = {
  hikage: () => [],
  noise: (parameters, frame, L, locale) => {
    const tables = [noiseSources(parameters, frame, L, locale)];
    if (list(parameters.barriers).length > 0) tables.push(barriers(parameters, frame, L));
    return tables;
  },
  vibration: (parameters, _frame, L, locale) => [vibrationSources(parameters, L, locale)],
  tenkuritsu: (parameters, _frame, L) => [plannedTiersTable(parameters, L)],
  // 逆日影: its points are listed once, with their allowed height (exports.pdf.envelope.ts).
  gyakuhikage: () => [],
} satisfies Record<ServiceType, InputTables>;

/** The input tables of a case (sources; barriers for noise when it has any). */
export function inputTables(
  service: ServiceType,
  parameters: Obj,
  site: { lon: number; lat: number },
  L: PdfLabels,
  locale: Locale,
): InputTable[] {
  return INPUT_TABLES[service](parameters, new SiteFrame(site.lon, site.lat), L, locale);
}
