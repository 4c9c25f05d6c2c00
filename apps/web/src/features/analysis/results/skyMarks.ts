import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { AnalysisSummary, CaseResult, SkyPoint } from "@soracity/contracts";
import { summaryOf } from "@soracity/contracts";

// The 天空率 points marked for submission (issue 25): their 天空図 and 三斜求積表 go into the PDF and DXF
// (`points=` of the export links). Kept in the browser per run, so a reload keeps them; a new run starts from
// the default marks again.

/** The 天空率 points of a result (none for other services). */
export const skyPointsOf = (result: CaseResult): SkyPoint[] =>
  result.points.filter((p): p is SkyPoint => "sky_factor" in p);

/** localStorage key of the marks of one run (`scope`: case and run, or share and run). */
export const skyMarksKey = (scope: string) => `soracity.skyMarks.${scope}`;

/** Default marks: each check's worst point and the user's own points, in the 算定表's order. */
export function defaultSkyMarks(
  checks: readonly { worst: { id: string } }[],
  points: readonly SkyPoint[],
): string[] {
  const worst = new Set(checks.map((c) => c.worst.id));
  return points.filter((p) => p.check === null || worst.has(p.id)).map((p) => p.id);
}

/** The stored marks of a run that are still its points (table order), or null when none are stored. */
export function parseSkyMarks(stored: string | null, points: readonly SkyPoint[]): string[] | null {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const ids = new Set(value.filter((id): id is string => typeof id === "string"));
  return points.filter((p) => ids.has(p.id)).map((p) => p.id);
}

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

// The 算定表 and the export links read the same marks: a write tells every reader in this page; the
// `storage` event tells those of other tabs.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
};

export interface SkyMarks {
  /** The marked point ids in the 算定表's order. */
  ids: readonly string[];
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Marks exactly these (all, or none). */
  set: (ids: readonly string[]) => void;
}

/**
 * The marks of a 天空率 run (null for other services): stored under `scope` (null: not kept), else the
 * defaults.
 */
export function useSkyMarks(
  scope: string | null,
  summary: AnalysisSummary | null,
  points: readonly SkyPoint[],
): SkyMarks | null {
  const sky = summary ? summaryOf(summary, "tenkuritsu") : null;
  const key = scope && sky ? skyMarksKey(scope) : null;
  const stored = useSyncExternalStore(
    subscribe,
    () => (key ? (storage()?.getItem(key) ?? null) : null),
    () => null,
  );
  const ids = useMemo(
    () => (sky ? (parseSkyMarks(stored, points) ?? defaultSkyMarks(sky.checks, points)) : []),
    [sky, stored, points],
  );
  const set = useCallback(
    (next: readonly string[]) => {
      if (!key) return;
      storage()?.setItem(key, JSON.stringify(next));
      listeners.forEach((listener) => listener());
    },
    [key],
  );
  return useMemo(() => {
    if (!sky) return null;
    const marked = new Set(ids);
    return {
      ids,
      has: (id: string) => marked.has(id),
      toggle: (id: string) => set(marked.has(id) ? ids.filter((x) => x !== id) : [...ids, id]),
      set,
    };
  }, [sky, ids, set]);
}
