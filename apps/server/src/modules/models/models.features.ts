import type { BlobStore } from "../../lib/blobs";
import { modelFeaturesKey } from "./models.keys";

/**
 * The placed buildings (GeoJSON features) of a model stored with its features blob, for an analysis run; a
 * missing blob is an error, not an empty model (the run would silently leave the buildings out).
 */
export async function storedModelFeatures(blobs: BlobStore, fileKey: string): Promise<unknown[]> {
  const json = await blobs.get(modelFeaturesKey(fileKey));
  if (!json) throw new Error(`the features of model ${fileKey} are missing`);
  const features: unknown = JSON.parse(json.toString("utf8"));
  if (!Array.isArray(features)) throw new Error(`the features of model ${fileKey} are not a list`);
  const list: unknown[] = features;
  return list;
}
