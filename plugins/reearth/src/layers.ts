import type { Lang } from "./messages";

export interface Feature {
  type: "Feature";
  properties: Record<string, unknown> | null;
  geometry: { type: string; coordinates: unknown } | null;
}
export interface FeatureCollection {
  type: "FeatureCollection";
  features: Feature[];
}

/** One toggleable layer of the share: its features, colour and legend label in both languages. */
export interface ShareLayer {
  key: string;
  label: Record<Lang, string>;
  colour: string;
  /** Shown when loaded (grid cells are off by default: many polygons). */
  visible: boolean;
  data: FeatureCollection;
}

/** Pale yellow -> orange -> red -> dark purple, as the SoraCity heat maps (t in 0..1). */
export function heatColour(t: number): string {
  const stops: [number, number, number][] = [
    [255, 245, 180],
    [253, 174, 60],
    [227, 50, 40],
    [90, 0, 90],
  ];
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  const [a, b] = [stops[i] ?? [0, 0, 0], stops[i + 1] ?? [0, 0, 0]];
  const mix = (k: number) => Math.round((a[k] ?? 0) + ((b[k] ?? 0) - (a[k] ?? 0)) * (x - i));
  return `#${[0, 1, 2].map((k) => mix(k).toString(16).padStart(2, "0")).join("")}`;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const collection = (features: Feature[]): FeatureCollection => ({ type: "FeatureCollection", features });

/** Contour-like features grouped by a numeric property, one layer per value, coloured on the ramp. */
function banded(
  features: Feature[],
  prop: string,
  key: string,
  label: (v: number) => Record<Lang, string>,
): ShareLayer[] {
  const values = [...new Set(features.map((f) => num(f.properties?.[prop])).filter((v) => v !== null))];
  values.sort((a, b) => a - b);
  const [min, max] = [values[0] ?? 0, values[values.length - 1] ?? 0];
  return values.map((v) => ({
    key: `${key}-${v}`,
    label: label(v),
    colour: heatColour(max > min ? (v - min) / (max - min) : 1),
    visible: true,
    data: collection(features.filter((f) => num(f.properties?.[prop]) === v)),
  }));
}

/** Fixed-style layers by export `kind`: label, colour, shown at first. */
const SINGLE: Record<string, { label: Record<Lang, string>; colour: string; visible: boolean }> = {
  outline: { label: { ja: "時刻日影線", en: "Hourly shadow outlines" }, colour: "#1456c8", visible: true },
  regulation_line: {
    label: { ja: "規制ライン（5 m・10 m）", en: "5 m / 10 m lines" },
    colour: "#222222",
    visible: true,
  },
  point: { label: { ja: "測定点", en: "Points" }, colour: "#00897b", visible: true },
  receiver: { label: { ja: "受音点", en: "Receivers" }, colour: "#00897b", visible: true },
  facade: { label: { ja: "外壁の騒音", en: "Facade levels" }, colour: "#7b1fa2", visible: true },
  cell: { label: { ja: "日影メッシュ", en: "Shade grid cells" }, colour: "#e3322880", visible: false },
};

/**
 * The layers of a SoraCity GeoJSON export (`kind` on every feature): equal-time contours by hour, noise and
 * vibration contours by level, then outlines, lines, points, receivers, facades and grid cells. Unknown kinds and
 * features without geometry are left out.
 */
export function buildLayers(fc: FeatureCollection): ShareLayer[] {
  const byKind = new Map<string, Feature[]>();
  for (const f of fc.features) {
    const kind = f.properties?.kind;
    if (typeof kind !== "string" || !f.geometry) continue;
    byKind.set(kind, [...(byKind.get(kind) ?? []), f]);
  }
  const of = (kind: string) => byKind.get(kind) ?? [];
  const layers: ShareLayer[] = [
    ...banded(of("contour"), "hours", "contour", (h) => ({
      ja: `等時間日影線 ${h} 時間`,
      en: `${h} h shade contour`,
    })),
    ...banded(of("noise_contour"), "min_db", "noise", (db) => ({
      ja: `騒音 ${db} dB 以上`,
      en: `Noise ≥ ${db} dB`,
    })),
    ...banded(of("vibration_contour"), "min_db", "vibration", (db) => ({
      ja: `振動 ${db} dB 以上`,
      en: `Vibration ≥ ${db} dB`,
    })),
  ];
  for (const [kind, style] of Object.entries(SINGLE)) {
    const features = of(kind);
    if (features.length > 0) layers.push({ key: kind, ...style, data: collection(features) });
  }
  return layers;
}

/** The layer definition `reearth.layers.add` takes (Re:Earth Visualizer plugin API, simple GeoJSON layer). */
export function toReearthLayer(layer: ShareLayer, lang: Lang): Record<string, unknown> {
  const colour = layer.colour;
  return {
    type: "simple",
    title: `SoraCity: ${layer.label[lang]}`,
    visible: layer.visible,
    data: { type: "geojson", value: layer.data },
    polyline: { strokeColor: colour, strokeWidth: 3, clampToGround: true },
    polygon: {
      fill: layer.key === "cell",
      fillColor: colour,
      stroke: true,
      strokeColor: colour,
      strokeWidth: 2,
      heightReference: "clamp",
    },
    marker: { style: "point", pointColor: colour, pointSize: 12, heightReference: "clamp" },
  };
}
