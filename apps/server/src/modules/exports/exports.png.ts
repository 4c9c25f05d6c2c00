import type { ExportQuery, ShadowView } from "@soracity/contracts";
import { shadeHeatmapPng } from "@soracity/engine";
import sharp from "sharp";
import { z } from "zod";
import { FONT_REGULAR } from "./exports.fonts";
import { ImageFrame, overlay } from "./exports.png.overlay";
import type { ResultSource } from "./exports.source";

/** The legend strip's height below the map (pixels). */
export const LEGEND_HEIGHT_PX = 64;
/** The map is drawn at a whole number of pixels per cell, at least this wide or high. */
const MIN_MAP_PX = 600;
export const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** Pixels per cell: the smallest whole factor that makes the map at least MIN_MAP_PX on its longer side. */
export const pixelsPerCell = (nx: number, ny: number) =>
  Math.max(1, Math.ceil(MIN_MAP_PX / Math.max(nx, ny)));

interface Legend {
  min: number;
  max: number;
  unit: string;
}

const numberOr = (value: unknown, fallback: number) => (typeof value === "number" ? value : fallback);

/**
 * The heat map (one pixel per cell, north up for shadow) and its legend range: the service's heat map layer
 * with the legend its meta gives (else the registry's defaults), or for a service without one (vibration) its
 * grid drawn with the same ramp between the first and last contour level.
 */
async function heatMap(
  source: ResultSource,
  view: ShadowView | null,
): Promise<{ png: Buffer; legend: Legend; corners: number[][] | null } | null> {
  const spec = source.spec("heatmap");
  if (!spec) return gridHeatMap(source);
  const name = source.layerName(spec.name, view);
  const png = await source.bytes(name);
  const meta = source.layer(name)?.meta.legend;
  if (!png || typeof meta !== "object" || meta === null) return null;
  const defaults = spec.legend ?? { min: 0, max: 1 };
  const legend: Record<string, unknown> = { ...meta };
  return {
    png,
    corners: cornersOf(source.layer(name)?.meta.bounds),
    legend: {
      min: numberOr(legend.min_db, defaults.min),
      max: numberOr(legend.max_hours, numberOr(legend.max_db, defaults.max)),
      unit: spec.unit ?? "",
    },
  };
}

/** The grid rendered with the heat maps' ramp, between its contour layer's first and last level. */
async function gridHeatMap(
  source: ResultSource,
): Promise<{ png: Buffer; legend: Legend; corners: number[][] | null } | null> {
  const grid = await source.grid();
  const contourSpec = source.spec("contours");
  const gridSpec = source.spec("grid");
  if (!grid || !gridSpec) return null;
  const levels = contourSpec ? source.layer(contourSpec.name)?.meta.contours : undefined;
  const contours = Array.isArray(levels) ? levels.filter((v) => typeof v === "number") : [];
  const defaults = gridSpec.legend ?? { min: 0, max: 1 };
  // A grid without contour levels in its contours' meta (逆日影: heights from 0 up to its meta's max_height).
  const top = source.layer(grid.name)?.meta.max_height;
  const min = contours[0] ?? defaults.min;
  const max = contours[contours.length - 1] ?? (typeof top === "number" && top > 0 ? top : defaults.max);
  const shifted = Float32Array.from(grid.values, (v) => v - min);
  const spec = { originX: 0, originY: 0, spacing: grid.spacing, nx: grid.nx, ny: grid.ny };
  return {
    png: Buffer.from(shadeHeatmapPng(shifted, spec, Math.max(1e-6, max - min))),
    corners: cornersOf(source.layer(grid.name)?.meta.corners),
    legend: { min, max, unit: gridSpec.unit ?? "" },
  };
}

/** The map's corners (SW, SE, NE, NW, lon/lat) as its layer's meta gives them, or null. */
const cornersOf = (value: unknown): number[][] | null =>
  z.array(z.array(z.number()).min(2)).length(4).safeParse(value).data ?? null;

/** A text label rendered with the bundled font (Pango), as a PNG (black on transparent). */
export const label = (text: string, dpi = 96) =>
  sharp({
    text: {
      text: text.replace(/&/g, "&amp;").replace(/</g, "&lt;"),
      fontfile: FONT_REGULAR,
      font: "Noto Sans JP",
      dpi,
      // Black text on transparent: without it the text comes white on a black box.
      rgba: true,
    },
  })
    .png()
    .toBuffer();

/** The title's room in the legend strip (pixels), above the colour bar. */
const TITLE_HEIGHT_PX = 24;

/**
 * The title as one label at most `maxWidth` wide: cut at a grapheme and ended with "…" when longer (sharp's
 * text has no ellipsis of its own; a 50-character name is wider than the strip). Null when nothing fits.
 */
export async function titleLabel(title: string, maxWidth: number): Promise<Buffer | null> {
  const graphemes = Array.from(new Intl.Segmenter().segment(title), (s) => s.segment);
  for (let count = graphemes.length; count > 0;) {
    const text = count < graphemes.length ? `${graphemes.slice(0, count).join("").trimEnd()}…` : title;
    const png = await label(text);
    const { width = 0, height = 0 } = await sharp(png).metadata();
    if (width <= maxWidth && height <= TITLE_HEIGHT_PX) return png;
    // Shorten in proportion to the overflow (one or two renders), by one at least.
    count = Math.min(count - 1, Math.floor((count * maxWidth) / width));
  }
  return null;
}

/** The legend strip: the engine's colour ramp (so it matches the map) with min, max and unit. */
async function legendStrip(width: number, legend: Legend, title: string): Promise<Buffer> {
  const steps = 256;
  const ramp = Float32Array.from({ length: steps }, (_, i) => ((i + 1) / steps) * 1);
  const rampPng = shadeHeatmapPng(ramp, { originX: 0, originY: 0, spacing: 1, nx: steps, ny: 1 }, 1);
  const barWidth = Math.max(64, Math.min(400, width - 160));
  const bar = await sharp(Buffer.from(rampPng))
    .resize(barWidth, 16, { kernel: "nearest", fit: "fill" })
    .png()
    .toBuffer();
  const left = 80;
  const [minText, maxText, titleText] = await Promise.all([
    label(`${legend.min}`),
    label(`${legend.max} ${legend.unit}`),
    title ? titleLabel(title, width - 16) : null,
  ]);
  const maxMeta = await sharp(maxText).metadata();
  return sharp({ create: { width, height: LEGEND_HEIGHT_PX, channels: 4, background: WHITE } })
    .composite([
      ...(titleText ? [{ input: titleText, left: 8, top: 4 }] : []),
      { input: bar, left, top: 30 },
      { input: minText, left: 8, top: 28 },
      { input: maxText, left: Math.min(width - (maxMeta.width ?? 0), left + barWidth + 8), top: 28 },
    ])
    .png()
    .toBuffer();
}

/**
 * PNG of the map: the result heat map (shade hours, noise, or the vibration grid rendered with the same ramp)
 * scaled to whole pixels per cell over white, with a legend strip of LEGEND_HEIGHT_PX below. No base map tiles.
 * Null when the run has no grid.
 */
export async function toPng(
  source: ResultSource,
  query: Pick<ExportQuery, "view" | "lang"> = { lang: "jp" },
): Promise<Buffer | null> {
  const map = await heatMap(source, query.view ?? null);
  if (!map) return null;
  const { width = 1, height = 1 } = await sharp(map.png).metadata();
  const k = pixelsPerCell(width, height);
  const scaled = await sharp(map.png)
    .resize(width * k, height * k, { kernel: "nearest" })
    .png()
    .toBuffer();
  const W = Math.max(width * k, 240);
  const strip = await legendStrip(W, map.legend, source.name);
  const drawn = map.corners
    ? await overlay(
        source,
        new ImageFrame(map.corners, width * k, height * k),
        query.view ?? null,
        query.lang,
      )
    : null;
  const texts = drawn
    ? await Promise.all(
        drawn.texts.map(async (t) => ({ input: await label(t.text, 72), left: t.left, top: t.top })),
      )
    : [];
  return sharp({
    create: { width: W, height: height * k + LEGEND_HEIGHT_PX, channels: 4, background: WHITE },
  })
    .composite([
      { input: scaled, left: 0, top: 0 },
      ...(drawn ? [{ input: drawn.svg, left: 0, top: 0 }] : []),
      ...texts,
      { input: strip, left: 0, top: height * k },
    ])
    .flatten({ background: WHITE })
    .png()
    .toBuffer();
}
