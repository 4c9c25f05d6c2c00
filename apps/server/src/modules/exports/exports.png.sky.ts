import { SiteFrame } from "@soracity/analysis";
import type { ExportQuery, SkyPoint } from "@soracity/contracts";
import sharp from "sharp";
import { outerOf } from "./exports.buildings";
import { PDF_LABELS } from "./exports.pdf.labels";
import { LEGEND_HEIGHT_PX, WHITE, label, titleLabel } from "./exports.png";
import { ImageFrame, overlay } from "./exports.png.overlay";
import type { ResultSource } from "./exports.source";

// The PNG of a 天空率 run (issue 25; it has no heat map): the plan around the site with the site boundary, the
// planned building, every measurement point coloured by its verdict (planned Rs ≥ conforming Rs) with its id,
// the north arrow, scale bar and key of the other PNGs, and a legend strip of the verdicts below.

/** The map's longer side (pixels). */
const MAP_PX = 900;
/** Room around what is drawn (m). */
const MARGIN_M = 6;
/** Pass green, fail red, no verdict (a point the user placed) blue: the web panel's colours. */
export const VERDICT_COLOURS = { pass: "#1a9641", fail: "#d7191c", none: "#1f4e9c" } as const;

const verdictOf = (p: SkyPoint): keyof typeof VERDICT_COLOURS =>
  p.sky_factor.pass === null ? "none" : p.sky_factor.pass ? "pass" : "fail";

/** The map's frame: everything drawn (site, planned tiers, points) and a margin, north up. */
function mapFrame(source: ResultSource, site: number[][] | null): ImageFrame {
  const frame = new SiteFrame(source.site.lon, source.site.lat);
  const lonLats = [
    ...(site ?? []),
    ...source.plannedTiers.flatMap((t) => t.rings.flat()),
    ...source.skyPoints.map((p) => [p.lon, p.lat]),
  ];
  const local = lonLats.map(([lon = 0, lat = 0]) => frame.toLocal(lon, lat));
  const xs = [-10, 10, ...local.map((p) => p[0])];
  const ys = [-10, 10, ...local.map((p) => p[1])];
  const [x0, x1] = [Math.min(...xs) - MARGIN_M, Math.max(...xs) + MARGIN_M];
  const [y0, y1] = [Math.min(...ys) - MARGIN_M, Math.max(...ys) + MARGIN_M];
  const k = MAP_PX / Math.max(x1 - x0, y1 - y0);
  const corners = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ].map(([x = 0, y = 0]) => frame.toLonLat(x, y));
  return new ImageFrame(corners, Math.round((x1 - x0) * k), Math.round((y1 - y0) * k));
}

/** The site boundary (dash-dot) and the points as SVG, and the points' ids as texts to set. */
function skyLayer(source: ResultSource, frame: ImageFrame, site: number[][] | null) {
  const parts: string[] = [];
  if (site) {
    const d = site
      .map(([lon = 0, lat = 0], i) => {
        const [x, y] = frame.px(lon, lat);
        return `${i ? "L" : "M"}${x.toFixed(1)},${y.toFixed(1)}`;
      })
      .join("");
    parts.push(`<path d="${d}Z" fill="none" stroke="#000" stroke-width="1.5" stroke-dasharray="10 3 2 3"/>`);
  }
  const texts: { text: string; left: number; top: number }[] = [];
  for (const p of source.skyPoints) {
    const [x, y] = frame.px(p.lon, p.lat);
    parts.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="5" fill="${VERDICT_COLOURS[verdictOf(p)]}" stroke="#fff" stroke-width="1.2"/>`,
    );
    // An id where it does not cover another one (closely spaced north points: every few).
    const text = { text: p.id, left: Math.round(x + 6), top: Math.round(y - 16) };
    const free = texts.every((t) => Math.abs(t.left - text.left) > 44 || Math.abs(t.top - text.top) > 14);
    if (free) texts.push(text);
  }
  return { parts, texts };
}

/** The legend strip: the case name, then a swatch per verdict with its count. */
async function legendStrip(source: ResultSource, width: number, query: Pick<ExportQuery, "lang">) {
  const L = PDF_LABELS[query.lang];
  const names = { pass: L.pass, fail: L.fail, none: L.sky.userPoints };
  const keys = (["pass", "fail", "none"] as const).map((v) => ({
    v,
    n: source.skyPoints.filter((p) => verdictOf(p) === v).length,
  }));
  const title = await titleLabel(source.name, width - 16);
  const swatches = await Promise.all(
    keys.map(async ({ v, n }, i) => ({
      svg: `<circle cx="${16 + i * 200}" cy="44" r="6" fill="${VERDICT_COLOURS[v]}"/>`,
      text: { input: await label(`${names[v]} (${n})`), left: 28 + i * 200, top: 34 },
    })),
  );
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LEGEND_HEIGHT_PX}">${swatches.map((s) => s.svg).join("")}</svg>`,
  );
  return sharp({ create: { width, height: LEGEND_HEIGHT_PX, channels: 4, background: WHITE } })
    .composite([
      ...(title ? [{ input: title, left: 8, top: 4 }] : []),
      { input: svg, left: 0, top: 0 },
      ...swatches.map((s) => s.text),
    ])
    .png()
    .toBuffer();
}

/** The PNG of a 天空率 run: the plan with the points coloured by verdict, a legend strip below. */
export async function toSkyPng(
  source: ResultSource,
  query: Pick<ExportQuery, "lang"> = { lang: "jp" },
): Promise<Buffer> {
  const site = outerOf(source.record.parameters.site_boundary);
  const frame = mapFrame(source, site);
  const { width: W, height: H } = frame;
  const drawn = await overlay(source, frame, null, query.lang);
  const sky = skyLayer(source, frame, site);
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${sky.parts.join("")}</svg>`,
  );
  const texts = await Promise.all(
    [...drawn.texts, ...sky.texts].map(async (t) => ({
      input: await label(t.text, 72),
      left: Math.max(0, Math.min(W - 8, t.left)),
      top: Math.max(0, Math.min(H - 8, t.top)),
    })),
  );
  return sharp({ create: { width: W, height: H + LEGEND_HEIGHT_PX, channels: 4, background: WHITE } })
    .composite([
      { input: drawn.svg, left: 0, top: 0 },
      { input: svg, left: 0, top: 0 },
      ...texts,
      { input: await legendStrip(source, W, query), left: 0, top: H },
    ])
    .flatten({ background: WHITE })
    .png()
    .toBuffer();
}
