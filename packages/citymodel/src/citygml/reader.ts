import { createReadStream } from "node:fs";
import { basename } from "node:path";
import { CityModelError } from "../errors";
import type { Building } from "../model";
import { assembleBuilding } from "./assemble";
import { CodelistResolver, cityCodeFromPath } from "./codelist";
import { CityGmlSax } from "./parser";

export interface CityGmlOptions {
  /**
   * Operator only: code list folders searched (by base name) before the bundled PLATEAU lists, e.g.
   * plateauCodelistDirs(file) for a downloaded PLATEAU tree. Never from an upload: its paths are the user's.
   */
  trustedCodelistDirs?: readonly string[];
  /** City code for buildings that carry none (no uro:city and no building ID prefix). */
  cityCode?: string;
  /** File name used for fallback ids (and the city code of a PLATEAU folder name) when the input is a stream. */
  fileName?: string;
}

export type CityGmlInput = string | Uint8Array | AsyncIterable<string | Uint8Array>;

/**
 * Read a PLATEAU CityGML file as a stream of buildings. `input` is a file path, the file's bytes, or any
 * async iterable of chunks (a Node Readable, a web stream). Memory is bounded by the largest building, not
 * the file. Errors carry a `code`: malformed_xml, not_citygml, unsupported_crs, no_buildings,
 * invalid_footprint (a footprint that crosses itself, naming the building).
 */
export async function* readCityGml(
  input: CityGmlInput,
  options: CityGmlOptions = {},
): AsyncIterable<Building> {
  const path = typeof input === "string" ? input : options.fileName;
  const codelists = new CodelistResolver(
    options.trustedCodelistDirs ? { trustedDirs: options.trustedCodelistDirs } : {},
  );
  const cityCode = options.cityCode ?? (path ? cityCodeFromPath(path) : undefined);
  const base = path ? basename(path) : "citygml";
  const sax = new CityGmlSax();
  let count = 0;
  const chunks: AsyncIterable<string | Uint8Array> | Iterable<Uint8Array> =
    typeof input === "string"
      ? createReadStream(input, { highWaterMark: 1 << 18 })
      : input instanceof Uint8Array
        ? [input]
        : input;
  const flush = function* (): Generator<Building> {
    for (const raw of sax.take()) {
      count++;
      yield assembleBuilding(raw, {
        usageLabel: (code, space) => codelists.label(code, space),
        cityCode,
        fallbackId: `${base}#${count}`,
      });
    }
  };
  for await (const chunk of chunks) {
    // The parser reads bytes; text chunks (whole characters, as Node and web streams deliver) are re-encoded.
    sax.write(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
    yield* flush();
  }
  sax.end();
  yield* flush();
  if (count === 0) throw new CityModelError("no_buildings", "the file holds no bldg:Building");
}

/** Collect every building of a CityGML input (convenience for small files and tests). */
export async function readCityGmlAll(input: CityGmlInput, options?: CityGmlOptions): Promise<Building[]> {
  const out: Building[] = [];
  for await (const b of readCityGml(input, options)) out.push(b);
  return out;
}
