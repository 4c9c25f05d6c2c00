import { SHADOW_VIEWS, summaryOf, type Locale } from "@soracity/contracts";
import { tierTop } from "./exports.buildings";
import { lonLat, num } from "./exports.pdf.fields";
import { EDGE_KINDS, GROUND_METHODS, SHEET_LABELS, VIEW_NAMES } from "./exports.pdf.sheetLabels";
import type { ResultSource } from "./exports.source";

/** A table the report prints: its heading, column shares, header (null: name-value rows) and rows. */
export interface ReportTable {
  title: string;
  shares: number[];
  header: string[] | null;
  rows: string[][];
}

const opt = (v: number | null, digits = 2) => (v === null ? "-" : num(v, digits));

/**
 * The building schedule (建築物の概要): a row per planned tier (building, tier, base, height, top above the
 * 平均地盤面, eaves, storeys, rooftop), then the 平均地盤面 with how it was found: the run's set-up when it has
 * one, else the case's typed ground level (runs of older versions).
 */
export function scheduleTables(source: ResultSource, locale: Locale): ReportTable[] {
  const T = SHEET_LABELS[locale];
  const ground = source.averageGround;
  const tiers = source.plannedTiers;
  const rows = tiers.map((t, i) => {
    const index = tiers.slice(0, i).filter((o) => o.building === t.building).length + 1;
    const base = t.baseHeight ?? (t.base !== null && ground !== null ? t.base - ground : t.base);
    return [
      t.building ?? `${i + 1}`,
      `${index}`,
      opt(base),
      opt(t.height),
      opt(tierTop(t, ground)),
      opt(t.eaves),
      t.storeys === null ? "-" : `${t.storeys}`,
      t.rooftop ? T.rooftop : "-",
    ];
  });
  const summary = source.summary;
  const setup = summaryOf(summary, "hikage")?.setup;
  const method = setup ? setup.average_ground.method : ground === null ? "none" : "typed";
  const groundText = T.averageGroundValue(num(ground ?? 0, 3), GROUND_METHODS[method][locale]);
  const groundTable = { title: "", shares: [0.3, 0.7], header: null, rows: [[T.averageGround, groundText]] };
  if (rows.length === 0) return [{ ...groundTable, title: T.schedule }];
  return [
    {
      title: T.schedule,
      shares: [0.2, 0.08, 0.12, 0.12, 0.14, 0.12, 0.1, 0.12],
      header: [T.building, T.tier, T.base, T.height, T.top, T.eaves, T.storeys, T.rooftop],
      rows,
    },
    groundTable,
  ];
}

/**
 * The regulation set-up the run applied (summary.setup): whether the building is subject, the deemed
 * boundary per edge, the plane's rise, and each view's longest shade. Null for runs without a set-up.
 */
export function setupTable(source: ResultSource, locale: Locale): ReportTable | null {
  const T = SHEET_LABELS[locale];
  const summary = summaryOf(source.summary, "hikage");
  if (!summary) return null;
  const rows: string[][] = [];
  const setup = summary.setup;
  if (setup?.subject) {
    const s = setup.subject;
    const bare = (l: string) => l.replace(/\s*\(m\)$/, "");
    const values = [
      s.eaves_m === null ? null : `${bare(T.eaves)} ${num(s.eaves_m)} m`,
      s.storeys === null ? null : `${T.storeys} ${s.storeys}`,
      s.height_m === null ? null : `${bare(T.height)} ${num(s.height_m)} m`,
    ].filter((v) => v !== null);
    const list = locale === "jp" ? `（${values.join("・")}）` : ` (${values.join(", ")})`;
    rows.push([T.subject, `${s.subject ? T.subjectYes : T.subjectNo}${list}`]);
  }
  if (setup?.deemed_edges.length)
    rows.push([
      T.deemed,
      setup.deemed_edges
        .map((e) => T.edge(e.edge + 1, EDGE_KINDS[e.kind][locale], num(e.width), num(e.offset_m)))
        .join(" / "),
    ]);
  const views = summary.views;
  if (views)
    rows.push([
      T.views,
      SHADOW_VIEWS.flatMap((v) => {
        const figures = views[v];
        return figures ? [`${VIEW_NAMES[v][locale]} ${opt(figures.max_hours, 3)} h`] : [];
      }).join(" / "),
    ]);
  return rows.length ? { title: T.setup, shares: [0.3, 0.7], header: null, rows } : null;
}

/** Most walls the table lists (worst first, as the summary orders them). */
const MAX_WALL_ROWS = 40;

/** The walls table (壁面日影): each sampled facade's worst sample and its hours, worst first. */
export function wallsTable(source: ResultSource, locale: Locale): ReportTable | null {
  const T = SHEET_LABELS[locale];
  const walls = summaryOf(source.summary, "hikage")?.walls;
  if (!walls?.length) return null;
  const tiers = source.plannedTiers;
  // The run names the planned tiers `planned-<index>`: print the building's name and the tier instead.
  const buildingName = (id: string) => {
    const index = /^planned-(\d+)$/.exec(id)?.[1];
    const tier = index === undefined ? undefined : tiers[Number(index)];
    return tier ? `${tier.building ?? T.planned} (${T.tier} ${Number(index) + 1})` : id;
  };
  return {
    title: T.walls,
    shares: [0.3, 0.1, 0.4, 0.2],
    header: [T.building, T.facade, T.wallWorst, T.wallHours],
    rows: walls
      .slice(0, MAX_WALL_ROWS)
      .map((w) => [
        buildingName(w.building),
        `${w.facade + 1}`,
        `${lonLat(w.lon, w.lat)} / ${num(w.z, 1)} m`,
        num(w.hours, 2),
      ]),
  };
}
