import { MODEL_UPLOAD_MAX_BYTES } from "@soracity/contracts";
import type { ModelKind } from "@soracity/contracts";

/** The reader the server will pick for a file name (same extensions as @soracity/citymodel), or null. */
export function modelKindOfName(name: string): ModelKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
  if (ext === "gml" || ext === "xml") return "citygml";
  if (ext === "ifc") return "ifc";
  if (ext === "zip") return "shapefile";
  if (ext === "geojson" || ext === "json") return "geojson";
  if (ext === "glb" || ext === "gltf") return "gltf";
  return null;
}

/** IFC and glTF have their own local frame: the user places them (anchor, rotation) before uploading. */
export const needsAnchor = (kind: ModelKind | null): boolean => kind === "ifc" || kind === "gltf";

/** Footprint formats (shapefile, GeoJSON) read their height from an attribute. */
export const hasHeightAttribute = (kind: ModelKind | null): boolean =>
  kind === "shapefile" || kind === "geojson";

/**
 * PRODUCT.md §5: uploads are under 100 MB. True when the file may be sent; larger files are refused here, before a
 * byte goes over the wire (the server answers 413 for the same limit).
 */
export const withinUploadLimit = (size: number, max = MODEL_UPLOAD_MAX_BYTES): boolean => size <= max;

/** A file size for people: bytes, KB, MB (1024-based, as the 100 MB limit is). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
