/**
 * The shadow outlines layer (時刻日影線) stores each feature's output time as a number of hours (`{"time": 8,
 * "label": "08:00"}`); older results stored a string. The selector and the map filter compare one key made from
 * either, so neither form leaves the 2D layer empty.
 */
export function outlineKey(time: unknown): string | null {
  if (typeof time === "number" && Number.isFinite(time)) return String(time);
  if (typeof time === "string" && time !== "") return time;
  return null;
}

/** Output times of the outlines layer (key and label per distinct time), in the layer's order. */
export function outlineTimes(data: unknown): { time: string; label: string }[] {
  const features = (data as { features?: { properties?: Record<string, unknown> | null }[] } | undefined)
    ?.features;
  if (!Array.isArray(features)) return [];
  const seen = new Map<string, string>();
  for (const feature of features) {
    const key = outlineKey(feature.properties?.time);
    if (key === null || seen.has(key)) continue;
    const label = feature.properties?.label;
    seen.set(key, typeof label === "string" || typeof label === "number" ? String(label) : key);
  }
  return [...seen].map(([time, label]) => ({ time, label }));
}
