/**
 * Fills every text of leaflet-draw's `L.drawLocal` (toolbar titles, action bars, tooltips) from the
 * translations under `prefix` (same paths: `draw.draw.toolbar.buttons.polygon`, ...). Texts without a
 * translation keep their value. Returns the number of texts set.
 */
export function localizeDraw(
  target: Record<string, unknown>,
  translate: (key: string) => string | undefined,
  prefix = "draw",
): number {
  let set = 0;
  for (const [key, value] of Object.entries(target)) {
    const path = `${prefix}.${key}`;
    if (typeof value === "string") {
      const text = translate(path);
      if (text !== undefined) {
        target[key] = text;
        set += 1;
      }
    } else if (value !== null && typeof value === "object") {
      set += localizeDraw(value as Record<string, unknown>, translate, path);
    }
  }
  return set;
}
