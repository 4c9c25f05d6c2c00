import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { AnalysisSummary, CaseResult, ResultLayer, ShadowView } from "@soracity/contracts";
import {
  defaultViewOf,
  layerBaseName,
  layersOfView,
  layerView,
  resultViews,
  summaryOf,
} from "@soracity/contracts";

// The view of a shadow result the user picked (単独日影 / 複合日影 / 計画による増加, issue 24 §1), shared by
// every screen of one result: the case's map and summary, its 3D viewer, the share page. Kept per result (a
// new run starts on its default view) for the page's life, not stored.

const picked = new Map<string, ShadowView>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The key of a result: its run, or for a share (no ids) its first layer's URL, else its time. */
const keyOf = (result: Pick<CaseResult, "run_id" | "computed_at" | "layers">): string =>
  result.run_id || result.layers[0]?.url || result.computed_at;

/**
 * The layers a view draws (contracts `layersOfView`), one per base name: a layer of the view itself wins over
 * one of every view with the same base name (the planned regulation lines kept as the frame of the others).
 */
export function viewLayers<L extends Pick<ResultLayer, "name" | "meta">>(
  layers: readonly L[],
  view: ShadowView | null,
): L[] {
  const byBase = new Map<string, L>();
  for (const layer of layersOfView(layers, view)) {
    const base = layerBaseName(layer.name);
    const held = byBase.get(base);
    if (!held || (layerView(layer) === view && layerView(held) !== view)) byBase.set(base, layer);
  }
  return layers.filter((layer) => byBase.get(layerBaseName(layer.name)) === layer);
}

/** The layer of `layers` whose name, its view's suffix ignored, is `base`. */
export const layerNamed = <L extends Pick<ResultLayer, "name">>(
  layers: readonly L[],
  base: string,
): L | undefined => layers.find((layer) => layerBaseName(layer.name) === base);

/**
 * The summary with the view's largest hours and areas (`summary.views[view]`); a run without views (older
 * versions, other services) keeps its top-level figures.
 */
export function summaryOfView(summary: AnalysisSummary, view: ShadowView | null): AnalysisSummary {
  const shadow = summaryOf(summary, "hikage");
  const figures = view ? shadow?.views?.[view] : undefined;
  return shadow && figures ? { ...shadow, max_hours: figures.max_hours, areas: figures.areas } : summary;
}

export interface ShadowViewState {
  /** The views the result has (empty: a result without views, as older runs and other services). */
  views: ShadowView[];
  /** The view shown (null: a result without views, all its layers shown). */
  view: ShadowView | null;
  setView: (view: ShadowView) => void;
  /** The result's layers of the view shown. */
  layers: ResultLayer[];
}

/** The picked view of a result (default: planned when it has it, see `defaultViewOf`) and its layers. */
export function useShadowView(result: CaseResult | null): ShadowViewState {
  const key = result ? keyOf(result) : "";
  const stored = useSyncExternalStore(subscribe, () => picked.get(key) ?? null);
  const all = result?.layers;
  const views = useMemo(() => resultViews(all ?? []), [all]);
  const view = stored && views.includes(stored) ? stored : defaultViewOf(all ?? []);
  const setView = useCallback(
    (next: ShadowView) => {
      picked.set(key, next);
      for (const listener of listeners) listener();
    },
    [key],
  );
  const layers = useMemo(() => viewLayers(all ?? [], view), [all, view]);
  return { views, view, setView, layers };
}
