// Golden fixtures of the pipeline (golden.test.ts): reading an input, writing an output as files to review.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { readBuildingsFromFile } from "@soracity/citymodel";
import type { Building, LonLatPolygon } from "@soracity/citymodel";
import { shadeHeatmapPng } from "@soracity/engine";
import type { AnalysisInput, AnalysisOutput } from "../types";
import type { LonLatBbox } from "../query";

/** Absolute path under packages/analysis/test. */
export const goldenPath = (...parts: string[]): string =>
  join(fileURLToPath(new URL("../../test", import.meta.url)), ...parts);

const samplePath = (file: string): string =>
  fileURLToPath(new URL(`../../../citymodel/samples/${file}`, import.meta.url));

/** A building of a fixture in short: a LOD1 prism (the rest of citymodel's Building is filled in). */
interface FixtureBuilding {
  id: string;
  footprint: LonLatPolygon[];
  groundZ: number;
  height: number;
}

/** test/in/<service>-<name>.json. */
export interface GoldenInput {
  description: string;
  site: AnalysisInput["site"];
  parameters: unknown;
  buildings: {
    /** A CityGML file under packages/citymodel/samples: its buildings form the catalogue of the run. */
    city_sample?: string;
    city?: FixtureBuilding[];
    models?: FixtureBuilding[];
  };
}

const prism = (b: FixtureBuilding, source: Building["source"]): Building => ({
  ...b,
  source,
  heightSource: "attribute",
  lods: [1],
  parts: 0,
  surfaces: [],
  attributes: {},
});

function bboxOf(b: Building): LonLatBbox {
  const lons = b.footprint.flatMap((polygon) => (polygon[0] ?? []).map(([lon]) => lon));
  const lats = b.footprint.flatMap((polygon) => (polygon[0] ?? []).map(([, lat]) => lat));
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

const meets = (a: LonLatBbox, b: LonLatBbox): boolean =>
  a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/**
 * The catalogue of a fixture: its sample file's buildings (or its listed ones) whose bbox meets the run's query
 * bbox, as the server's bbox query of the catalogue returns them (none when the service needs no bbox).
 */
export async function catalogue(input: GoldenInput, query: LonLatBbox | null): Promise<Building[]> {
  const all = (input.buildings.city ?? []).map((b) => prism(b, "citygml"));
  if (input.buildings.city_sample)
    for await (const b of readBuildingsFromFile(samplePath(input.buildings.city_sample))) all.push(b);
  return query ? all.filter((b) => meets(bboxOf(b), query)) : [];
}

export const modelBuildings = (input: GoldenInput): Building[] =>
  (input.buildings.models ?? []).map((b) => prism(b, "geojson"));

export const readInput = (file: string): GoldenInput =>
  JSON.parse(readFileSync(goldenPath("in", file), "utf8")) as GoldenInput;

/** 12 significant digits: below it, float noise of another Node version's Math must not show. */
const round = (v: number): number => (Number.isInteger(v) ? v : Number(v.toPrecision(12)));

/** Stable JSON text of a value (numbers rounded), one space indent as citymodel's golden GeoJSON. */
export const goldenJson = (value: unknown): string =>
  `${JSON.stringify(value, (_key, v: unknown) => (typeof v === "number" ? round(v) : v), 1)}\n`;

const sha256 = (data: string | Uint8Array): string => createHash("sha256").update(data).digest("hex");

/** A grid's values as text: 3 decimals (hours, dB), so a last-bit difference in float32 does not flip it. */
function gridDigest(values: Float32Array) {
  let min = Infinity;
  let max = -Infinity;
  let nonFinite = 0;
  const text: string[] = [];
  for (const v of values) {
    text.push(Number.isFinite(v) ? v.toFixed(3) : String(v));
    if (!Number.isFinite(v)) nonFinite += 1;
    else [min, max] = [Math.min(min, v), Math.max(max, v)];
  }
  return { values: values.length, non_finite: nonFinite, min, max, sha256: sha256(text.join(",")) };
}

/**
 * A PNG's size and a digest of its pixels (its inflated image data): the compressed bytes may differ with
 * the zlib of another Node version, the pixels may not.
 */
function pngDigest(png: Uint8Array) {
  const view = Buffer.from(png);
  const idat: Buffer[] = [];
  for (let at = 8; at < view.length;) {
    const length = view.readUInt32BE(at);
    if (view.toString("latin1", at + 4, at + 8) === "IDAT") idat.push(view.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  return {
    width: view.readUInt32BE(16),
    height: view.readUInt32BE(20),
    pixels_sha256: sha256(inflateSync(Buffer.concat(idat))),
  };
}

/** One output file of a fixture: its name under test/out/<name>/ and its content. */
export interface GoldenFile {
  name: string;
  data: string | Uint8Array;
  /** Written for a look (REGEN=1), not compared: its pixels are pinned by a digest in layers.json. */
  lookOnly?: boolean;
}

const isGrid = (media: string) => media === "application/octet-stream";

/** A float32 grid layer as a heat map from its lowest to its highest value (for a look only). */
function gridPng(values: Float32Array, nx: number, ny: number): Uint8Array {
  const { min, max } = gridDigest(values);
  const shifted = Float32Array.from(values, (v) => (Number.isFinite(v) ? v - min + 1e-3 : 0));
  return shadeHeatmapPng(shifted, { originX: 0, originY: 0, spacing: 1, nx, ny }, Math.max(1e-3, max - min));
}

/** A vector layer whose golden text is longer is pinned by a digest and a sample of its features. */
const VECTOR_TEXT_LIMIT = 1_000_000;
const SAMPLE_FEATURES = 3;

/**
 * The files a run is pinned by: summary.json, points.json, run.json (the catalogue query), layers.json (every
 * layer's name, media type, meta and, for grids and PNGs, a digest), each vector layer as <layer>.geojson (one
 * over VECTOR_TEXT_LIMIT as <layer>.sample.geojson and a digest), and a PNG of every grid and PNG layer to look at.
 */
export function goldenFiles(
  output: AnalysisOutput,
  run: { query_bbox: LonLatBbox | null; city_buildings: number },
): GoldenFile[] {
  const files: GoldenFile[] = [
    { name: "summary.json", data: goldenJson(output.summary) },
    { name: "points.json", data: goldenJson(output.points) },
    { name: "run.json", data: goldenJson(run) },
  ];
  const layers = output.layers.map((layer) => {
    const { name, media_type, meta, data } = layer;
    if (media_type === "application/geo+json") {
      const geojson = JSON.parse(new TextDecoder().decode(data)) as { features?: unknown[] };
      const text = goldenJson(geojson);
      if (text.length <= VECTOR_TEXT_LIMIT) {
        files.push({ name: `${name}.geojson`, data: text });
        return { name, media_type, meta, file: `${name}.geojson` };
      }
      // Too large to review line by line (a 天空率 run's charts of every point): its first features written
      // out, the whole pinned by the digest of its golden text.
      const features = geojson.features ?? [];
      const sample = { ...geojson, features: features.slice(0, SAMPLE_FEATURES) };
      files.push({ name: `${name}.sample.geojson`, data: goldenJson(sample) });
      return {
        name,
        media_type,
        meta,
        file: `${name}.sample.geojson`,
        features: features.length,
        sha256: sha256(text),
      };
    }
    if (media_type === "image/png") {
      files.push({ name: `${name}.png`, data, lookOnly: true });
      return { name, media_type, meta, png: pngDigest(data) };
    }
    if (isGrid(media_type)) {
      const values = new Float32Array(data.buffer, data.byteOffset, data.byteLength / 4);
      const [nx, ny] = [Number(meta.nx), Number(meta.ny)];
      files.push({ name: `${name}.png`, data: gridPng(values, nx, ny), lookOnly: true });
      return { name, media_type, meta, grid: gridDigest(values) };
    }
    return { name, media_type, meta, sha256: sha256(data) };
  });
  files.push({ name: "layers.json", data: goldenJson(layers) });
  return files;
}
