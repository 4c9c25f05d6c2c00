import { readFile } from "node:fs/promises";
import { basename, dirname, extname, isAbsolute, join } from "node:path";
import { readCityGml } from "../citygml/reader";
import type { CityGmlOptions } from "../citygml/reader";
import { CityModelError } from "../errors";
import type { Building } from "../model";
import { readGeoJson } from "./geojson";
import type { GeoJsonOptions } from "./geojson";
import { readGltf } from "./gltf";
import { readIfc } from "./ifc";
import type { Placement } from "./placement";
import { readShapefileZip } from "./shapefile";
import type { ShapefileOptions } from "./shapefile";

export type FileKind = "citygml" | "ifc" | "shapefile" | "geojson" | "gltf";

/** The reader a file name calls for (by extension), or undefined. */
export function fileKind(path: string): FileKind | undefined {
  const ext = extname(path).toLowerCase();
  if (ext === ".gml" || ext === ".xml") return "citygml";
  if (ext === ".ifc") return "ifc";
  if (ext === ".zip") return "shapefile";
  if (ext === ".geojson" || ext === ".json") return "geojson";
  if (ext === ".glb" || ext === ".gltf") return "gltf";
  return undefined;
}

export interface ReadFileOptions extends CityGmlOptions, ShapefileOptions, GeoJsonOptions {
  /** Anchor for IFC and glTF (ignored when the file has its own georeference). */
  placement?: Placement;
}

/** Read any supported file from disk as a stream of buildings (CityGML streams; the others load whole). */
export async function* readBuildingsFromFile(
  path: string,
  options: ReadFileOptions = {},
): AsyncIterable<Building> {
  const kind = fileKind(path);
  if (kind === "citygml") {
    yield* readCityGml(path, options);
    return;
  }
  if (!kind) throw new Error(`unsupported file type: ${basename(path)}`);
  const bytes = new Uint8Array(await readFile(path));
  const placement = options.placement ?? { lon: 0, lat: 0 };
  if (kind === "ifc") yield await readIfc(bytes, placement, basename(path));
  else if (kind === "gltf")
    yield await readGltf(bytes, placement, {
      id: basename(path),
      resources: await gltfResources(path, bytes),
    });
  else if (kind === "shapefile") yield* readShapefileZip(bytes, options);
  else if (kind === "geojson") yield* readGeoJson(bytes, options);
  else throw new CityModelError("no_buildings", "unreachable");
}

/** External buffers of a .gltf beside it on disk (a GLB or embedded data URIs need none). */
async function gltfResources(
  path: string,
  bytes: Uint8Array,
): Promise<Record<string, Uint8Array<ArrayBuffer>>> {
  if (extname(path).toLowerCase() !== ".gltf") return {};
  let json: { buffers?: { uri?: string }[] };
  try {
    json = JSON.parse(new TextDecoder().decode(bytes)) as typeof json;
  } catch {
    return {}; // readGltf reports malformed_gltf
  }
  const out: Record<string, Uint8Array<ArrayBuffer>> = {};
  for (const { uri } of json.buffers ?? []) {
    if (!uri || uri.startsWith("data:")) continue;
    // Checked after decoding: "%2e%2e/" is "../" too.
    const relative = decodeURIComponent(uri);
    if (isAbsolute(relative) || relative.split(/[\\/]/).includes("..")) continue;
    out[uri] = new Uint8Array(await readFile(join(dirname(path), relative)));
  }
  return out;
}
