import { SiteFrame } from "@soracity/analysis";
import { RESULT_LAYERS, type Locale, type ShadowView } from "@soracity/contracts";
import { SHEET_LABELS } from "./exports.pdf.sheetLabels";
import { ringsOf } from "./exports.pdf.draw";
import type { ResultSource } from "./exports.source";

/** Where the north arrow's box sits (pixels from the map's top-right corner) and its size. */
export const NORTH_BOX = { right: 12, top: 12, w: 36, h: 52 };

/** Lon/lat to the map's pixels, from its corners (SW, SE, NE, NW; the image north row first). */
export class ImageFrame {
  private readonly sw: number[];
  private readonly e: number[];
  private readonly n: number[];
  private readonly det: number;
  constructor(
    corners: number[][],
    readonly width: number,
    readonly height: number,
  ) {
    const [sw = [0, 0], se = [1, 0], , nw = [0, 1]] = corners;
    this.sw = sw;
    this.e = [(se[0] ?? 0) - (sw[0] ?? 0), (se[1] ?? 0) - (sw[1] ?? 0)];
    this.n = [(nw[0] ?? 0) - (sw[0] ?? 0), (nw[1] ?? 0) - (sw[1] ?? 0)];
    this.det = (this.e[0] ?? 0) * (this.n[1] ?? 0) - (this.e[1] ?? 0) * (this.n[0] ?? 0) || 1;
  }
  px(lon: number, lat: number): [number, number] {
    const dx = lon - (this.sw[0] ?? 0);
    const dy = lat - (this.sw[1] ?? 0);
    const [ex = 0, ey = 0] = this.e;
    const [nx = 0, ny = 0] = this.n;
    const a = (dx * ny - dy * nx) / this.det;
    const b = (ex * dy - ey * dx) / this.det;
    return [a * this.width, (1 - b) * this.height];
  }
}

const path = (f: ImageFrame, ring: number[][], close: boolean) =>
  ring
    .map(([lon = 0, lat = 0], i) => {
      const [x, y] = f.px(lon, lat);
      return `${i ? "L" : "M"}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join("") + (close ? "Z" : "");

/** A round length (m) near a fifth of the map's width. */
const roundLength = (metres: number) =>
  [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000].reduce((a, b) => (b <= metres ? b : a), 1);

export interface Overlay {
  svg: Buffer;
  /** Texts to set with the bundled font (sharp's SVG has no Japanese font of its own): text, left, top. */
  texts: { text: string; left: number; top: number }[];
}

/**
 * The drawing over the heat map, as SVG: the city's buildings (grey), the planned tiers (heavy black), the
 * site boundary (dash-dot) and 5 m / 10 m lines (dashed), a north arrow to true north, a scale bar and a key.
 */
export async function overlay(
  source: ResultSource,
  frame: ImageFrame,
  view: ShadowView | null,
  locale: Locale,
): Promise<Overlay> {
  const T = SHEET_LABELS[locale];
  const { width: W, height: H } = frame;
  const parts: string[] = [];
  for (const b of await source.existingBuildings())
    for (const r of b.rings)
      parts.push(
        `<path d="${path(frame, r, true)}" fill="#9a9a9a" fill-opacity="0.55" stroke="#555" stroke-width="1"/>`,
      );
  for (const t of source.plannedTiers)
    for (const r of t.rings)
      parts.push(`<path d="${path(frame, r, true)}" fill="none" stroke="#000" stroke-width="2.5"/>`);
  const lineStyle: Record<string, string> = {
    site: 'stroke="#000" stroke-width="1.5" stroke-dasharray="10 3 2 3"',
    "5m": 'stroke="#1a7f37" stroke-width="1.2" stroke-dasharray="6 3"',
    "10m": 'stroke="#1f4e9c" stroke-width="1.2" stroke-dasharray="6 3"',
  };
  for (const f of await source.features(source.layerName(RESULT_LAYERS.regulation_lines.name, view)))
    for (const r of ringsOf(f))
      parts.push(
        `<path d="${path(frame, r, false)}" fill="none" ${lineStyle[String(f.properties.line)] ?? ""}/>`,
      );
  // North arrow: true north from two points of the site's meridian.
  const { lon, lat } = source.site;
  const [x0, y0] = frame.px(lon, lat);
  const [x1, y1] = frame.px(lon, lat + 0.0005);
  const angle = (Math.atan2(x1 - x0, y0 - y1) * 180) / Math.PI;
  const bx = W - NORTH_BOX.right - NORTH_BOX.w;
  const by = NORTH_BOX.top;
  parts.push(
    `<rect x="${bx}" y="${by}" width="${NORTH_BOX.w}" height="${NORTH_BOX.h}" rx="4" fill="#fff" fill-opacity="0.9" stroke="#000"/>`,
    `<g transform="rotate(${angle.toFixed(2)} ${bx + NORTH_BOX.w / 2} ${by + 30})"><path d="M${bx + 18},${by + 16}L${bx + 8},${by + 46}L${bx + 18},${by + 38}L${bx + 28},${by + 46}Z" fill="#000"/></g>`,
  );
  // Scale bar, bottom left: metres per pixel along the site's parallel.
  const [ex, ey] = new SiteFrame(lon, lat).toLocal(lon + 0.001, lat);
  const [x2, y2] = frame.px(lon + 0.001, lat);
  const perPx = Math.hypot(ex, ey) / (Math.hypot(x2 - x0, y2 - y0) || 1);
  const metres = roundLength((W / 5) * perPx);
  const barPx = metres / perPx;
  parts.push(
    `<rect x="8" y="${H - 34}" width="${barPx + 70}" height="26" fill="#fff" fill-opacity="0.9"/>`,
    `<rect x="14" y="${H - 16}" width="${barPx / 2}" height="5" fill="#000" stroke="#000"/>`,
    `<rect x="${14 + barPx / 2}" y="${H - 16}" width="${barPx / 2}" height="5" fill="#fff" stroke="#000"/>`,
  );
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join("")}</svg>`,
  );
  return {
    svg,
    texts: [
      { text: "N", left: bx + 14, top: by + 1 },
      { text: `0    ${metres} m`, left: 12, top: H - 34 },
      { text: `■ ${T.planned}  ▨ ${T.existing}`, left: 12, top: 6 },
    ],
  };
}
