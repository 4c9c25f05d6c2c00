// Views of a shadow result (issue 24 §1): 単独日影 (the planned buildings alone), 複合日影 (with the city's
// buildings and the models marked existing) and the hours the plan adds (composite minus composite without the
// plan). A run writes each view's layers; the layers of the default view (planned when the case has planned
// buildings) keep their bare names (`contours`), the others are named `contours.composite`, `contours.added`.
// Every shadow layer's meta carries its `view`; a layer without one (noise, vibration, runs of older
// versions) belongs to every view.

/** The views of a shadow result, the default first. */
export const SHADOW_VIEWS = ["planned", "composite", "added"] as const;
export type ShadowView = (typeof SHADOW_VIEWS)[number];

const isView = (value: unknown): value is ShadowView =>
  typeof value === "string" && (SHADOW_VIEWS as readonly string[]).includes(value);

/** The name a run gives a view's layer: the bare name for the default view, else `name.view`. */
export const viewLayerName = (base: string, view: ShadowView, defaultView: ShadowView): string =>
  view === defaultView ? base : `${base}.${view}`;

/** What a stored layer's name may be: a base name, and a view's suffix (`contours.added`); for URL params. */
export const LAYER_NAME_PATTERN = /^[a-z0-9_]{1,64}(\.(planned|composite|added))?$/;

/** The layer's name without its view suffix (`contours.added` -> `contours`). */
export const layerBaseName = (name: string): string => name.split(".")[0] ?? name;

/** The view a layer belongs to, or null for a layer of every view. */
export function layerView(layer: { meta: Record<string, unknown> }): ShadowView | null {
  const view = layer.meta.view;
  return isView(view) ? view : null;
}

/** The views a result has, in SHADOW_VIEWS order (empty: a result without views). */
export function resultViews(layers: readonly { meta: Record<string, unknown> }[]): ShadowView[] {
  const present = new Set(layers.map(layerView));
  return SHADOW_VIEWS.filter((view) => present.has(view));
}

/** The view shown first: planned when the result has it, else the first it has (null: no views). */
export const defaultViewOf = (layers: readonly { meta: Record<string, unknown> }[]): ShadowView | null =>
  resultViews(layers)[0] ?? null;

/**
 * The layers to draw for a view: that view's, and the layers of every view. The regulation lines belong to
 * the planned view (the check is on it) and are kept in the others as the drawing's frame.
 */
export function layersOfView<L extends { name: string; meta: Record<string, unknown> }>(
  layers: readonly L[],
  view: ShadowView | null,
): L[] {
  return layers.filter((layer) => {
    const own = layerView(layer);
    return own === null || own === view || view === null || layerBaseName(layer.name) === "regulation_lines";
  });
}
