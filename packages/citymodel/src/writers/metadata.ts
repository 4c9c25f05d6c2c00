/**
 * EXT_mesh_features + EXT_structural_metadata (3D Tiles 1.1 / glTF) for a GLB whose primitives carry a
 * `_FEATURE_ID_0` vertex attribute: one property table of features (gml_id, height, ...), added to the binary
 * chunk after the document is written (glTF-Transform has no built-in support for these extensions).
 */

/** Metadata of one feature: the property table row. Strings, numbers or null (no data). */
export type FeatureProperties = Record<string, string | number | null>;

interface GltfJson {
  extensionsUsed?: string[];
  buffers?: { byteLength: number }[];
  bufferViews?: { buffer: number; byteOffset: number; byteLength: number }[];
  meshes?: { primitives: { attributes: Record<string, number>; extensions?: Record<string, unknown> }[] }[];
  extensions?: Record<string, unknown>;
}

const JSON_CHUNK = 0x4e4f534a;
const BIN_CHUNK = 0x004e4942;
const pad = (n: number, to: number) => Math.ceil(n / to) * to;

/** Column of a property: STRING when any value is a string, else FLOAT64. */
function columnType(rows: readonly FeatureProperties[], key: string): "STRING" | "FLOAT64" {
  return rows.some((r) => typeof r[key] === "string") ? "STRING" : "FLOAT64";
}

/** The bytes of one column: STRING -> [values, UINT32 offsets], FLOAT64 -> [values]; null -> "" or NaN. */
function columnBytes(rows: readonly FeatureProperties[], key: string): Uint8Array[] {
  if (columnType(rows, key) === "FLOAT64") {
    const values = new Float64Array(rows.map((r) => (typeof r[key] === "number" ? r[key] : NaN)));
    return [new Uint8Array(values.buffer)];
  }
  const encoder = new TextEncoder();
  const parts = rows.map((r) =>
    encoder.encode(r[key] === null || r[key] === undefined ? "" : String(r[key])),
  );
  const offsets = new Uint32Array(rows.length + 1);
  for (let i = 0; i < parts.length; i++) offsets[i + 1] = offsets[i] + (parts[i] as Uint8Array).length;
  const values = new Uint8Array(offsets[rows.length]);
  parts.forEach((p, i) => values.set(p, offsets[i]));
  return [values, new Uint8Array(offsets.buffer)];
}

/**
 * Adds a property table `className` with one row per feature id (0..rows.length-1) and declares the feature
 * ids of every primitive that has `_FEATURE_ID_0`. Returns a new GLB; an empty table returns the input.
 */
export function addFeatureMetadata(
  glb: Uint8Array,
  className: string,
  rows: readonly FeatureProperties[],
): Uint8Array {
  if (rows.length === 0) return glb;
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const jsonLength = view.getUint32(12, true);
  if (view.getUint32(16, true) !== JSON_CHUNK) throw new Error("not a GLB");
  const json = JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + jsonLength))) as GltfJson;
  const binStart = 20 + jsonLength;
  const hasBin = binStart + 8 <= glb.byteLength && view.getUint32(binStart + 4, true) === BIN_CHUNK;
  const oldBin = hasBin
    ? glb.subarray(binStart + 8, binStart + 8 + view.getUint32(binStart, true))
    : new Uint8Array();

  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const views: Uint8Array[] = [];
  const properties: Record<string, { type: string; componentType?: string }> = {};
  const tableProperties: Record<
    string,
    { values: number; stringOffsets?: number; stringOffsetType?: string }
  > = {};
  json.bufferViews ??= [];
  let offset = pad(oldBin.length, 8);
  for (const key of keys) {
    const type = columnType(rows, key);
    properties[key] = type === "STRING" ? { type: "STRING" } : { type: "SCALAR", componentType: "FLOAT64" };
    const indices = columnBytes(rows, key).map((bytes) => {
      json.bufferViews?.push({ buffer: 0, byteOffset: offset, byteLength: bytes.length });
      views.push(bytes);
      offset = pad(offset + bytes.length, 8);
      return (json.bufferViews?.length ?? 0) - 1;
    });
    tableProperties[key] =
      type === "STRING"
        ? { values: indices[0], stringOffsets: indices[1], stringOffsetType: "UINT32" }
        : { values: indices[0] };
  }
  const bin = new Uint8Array(pad(offset, 4));
  bin.set(oldBin);
  let at = pad(oldBin.length, 8);
  for (const bytes of views) {
    bin.set(bytes, at);
    at = pad(at + bytes.length, 8);
  }
  json.buffers = [{ ...(json.buffers?.[0] ?? {}), byteLength: bin.length }];
  json.extensionsUsed = [
    ...new Set([...(json.extensionsUsed ?? []), "EXT_mesh_features", "EXT_structural_metadata"]),
  ];
  json.extensions = {
    ...json.extensions,
    EXT_structural_metadata: {
      schema: { id: "soracity", classes: { [className]: { properties } } },
      propertyTables: [{ class: className, count: rows.length, properties: tableProperties }],
    },
  };
  for (const mesh of json.meshes ?? [])
    for (const primitive of mesh.primitives)
      if (primitive.attributes._FEATURE_ID_0 !== undefined)
        primitive.extensions = {
          ...primitive.extensions,
          EXT_mesh_features: { featureIds: [{ featureCount: rows.length, attribute: 0, propertyTable: 0 }] },
        };

  const jsonBytes = new TextEncoder().encode(JSON.stringify(json));
  const jsonPadded = pad(jsonBytes.length, 4);
  const total = 12 + 8 + jsonPadded + 8 + bin.length;
  const out = new Uint8Array(total);
  const o = new DataView(out.buffer);
  o.setUint32(0, 0x46546c67, true);
  o.setUint32(4, 2, true);
  o.setUint32(8, total, true);
  o.setUint32(12, jsonPadded, true);
  o.setUint32(16, JSON_CHUNK, true);
  out.set(jsonBytes, 20);
  out.fill(0x20, 20 + jsonBytes.length, 20 + jsonPadded);
  o.setUint32(20 + jsonPadded, bin.length, true);
  o.setUint32(24 + jsonPadded, BIN_CHUNK, true);
  out.set(bin, 28 + jsonPadded);
  return out;
}
