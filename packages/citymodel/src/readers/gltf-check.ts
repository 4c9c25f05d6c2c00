import { CityModelError } from "../errors";

// gltf-transform trusts a file's declared lengths: a GLB whose header says 0xFFFFFFF0 bytes, a buffer of 2^31
// bytes over a 60-byte chunk or an accessor past its view were read from whatever bytes were there (a building
// across 270 degrees of longitude, issue 22 F14). These checks refuse such a file before it is read.

const GLB_MAGIC = 0x46546c67; // "glTF"
const CHUNK_JSON = 0x4e4f534a;
const CHUNK_BIN = 0x004e4942;
const COMPONENT_BYTES: Record<number, number> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };
const TYPE_COMPONENTS: Record<string, number> = {
  SCALAR: 1,
  VEC2: 2,
  VEC3: 3,
  VEC4: 4,
  MAT2: 4,
  MAT3: 9,
  MAT4: 16,
};

const malformed = (why: string): never => {
  throw new CityModelError("malformed_gltf", why);
};

/** The JSON and BIN chunks of a GLB whose header and chunk lengths agree with the bytes, else malformed_gltf. */
export function splitGlb(bytes: Uint8Array): { json: unknown; bin: Uint8Array | undefined } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 20 || view.getUint32(0, true) !== GLB_MAGIC) malformed("not a GLB header");
  if (view.getUint32(4, true) !== 2) malformed("GLB version is not 2");
  if (view.getUint32(8, true) !== bytes.byteLength)
    malformed(`the header says ${view.getUint32(8, true)} bytes, the file has ${bytes.byteLength}`);
  const chunks: { type: number; data: Uint8Array }[] = [];
  for (let at = 12; at < bytes.byteLength;) {
    if (at + 8 > bytes.byteLength) malformed("a chunk header is cut off");
    const length = view.getUint32(at, true);
    const type = view.getUint32(at + 4, true);
    if (at + 8 + length > bytes.byteLength) malformed(`a chunk of ${length} bytes runs past the file`);
    chunks.push({ type, data: bytes.subarray(at + 8, at + 8 + length) });
    at += 8 + length;
  }
  const [first, second] = chunks;
  if (first?.type !== CHUNK_JSON) malformed("the first chunk is not JSON");
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(first?.data));
  } catch {
    malformed("the JSON chunk is not JSON");
  }
  return { json, bin: second?.type === CHUNK_BIN ? second.data : undefined };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const records = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.map((item) => (isRecord(item) ? item : malformed("an entry is not an object"))) : [];
const count = (v: unknown, what: string): number =>
  v === undefined
    ? 0
    : Number.isSafeInteger(v) && Number(v) >= 0
      ? Number(v)
      : malformed(`${what} is not a count`);

/** Bytes a data: URI holds (base64 or percent-encoded), without decoding it. */
function dataUriBytes(uri: string): number {
  const comma = uri.indexOf(",");
  const payload = uri.slice(comma + 1);
  if (!/;base64$/i.test(uri.slice(0, comma))) return decodeURIComponent(payload).length;
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/**
 * Every buffer, buffer view and accessor lies within the bytes the file (or its given resources) really holds:
 * a buffer within its GLB chunk, data: URI or resource; a view within its buffer; an accessor's last element
 * within its view (sparse parts included). Else malformed_gltf.
 */
export function checkGltfBounds(
  json: unknown,
  bin: Uint8Array | undefined,
  resources: Record<string, Uint8Array>,
): void {
  if (!isRecord(json)) malformed("the glTF JSON is not an object");
  const root = json as Record<string, unknown>;
  const buffers = records(root.buffers).map((buffer, i) => {
    const declared = count(buffer.byteLength, `buffer ${i} byteLength`);
    const uri = buffer.uri;
    const held =
      typeof uri !== "string"
        ? i === 0
          ? (bin?.byteLength ?? 0)
          : 0
        : uri.startsWith("data:")
          ? dataUriBytes(uri)
          : (resources[uri]?.byteLength ?? 0);
    if (declared > held) malformed(`buffer ${i} declares ${declared} bytes, the file holds ${held}`);
    return declared;
  });
  const views = records(root.bufferViews).map((view, i) => {
    const length = count(view.byteLength, `bufferView ${i} byteLength`);
    const buffer = buffers[count(view.buffer, `bufferView ${i} buffer`)];
    if (buffer === undefined || count(view.byteOffset, "byteOffset") + length > buffer)
      malformed(`bufferView ${i} lies outside its buffer`);
    return { length, stride: count(view.byteStride, `bufferView ${i} byteStride`) };
  });
  const within = (
    viewIndex: unknown,
    offset: unknown,
    elements: number,
    elementBytes: number,
    what: string,
  ) => {
    if (elements === 0) return;
    const view = views[count(viewIndex, `${what} bufferView`)];
    const stride = Math.max(view?.stride ?? 0, elementBytes);
    const end = count(offset, `${what} byteOffset`) + stride * (elements - 1) + elementBytes;
    if (!view || end > view.length) malformed(`${what} lies outside its bufferView`);
  };
  records(root.accessors).forEach((accessor, i) => {
    const component = COMPONENT_BYTES[Number(accessor.componentType)];
    const components = TYPE_COMPONENTS[String(accessor.type)];
    if (!component || !components) malformed(`accessor ${i} has an unknown type`);
    const elements = count(accessor.count, `accessor ${i} count`);
    const elementBytes = (component ?? 0) * (components ?? 0);
    if (accessor.bufferView !== undefined)
      within(accessor.bufferView, accessor.byteOffset, elements, elementBytes, `accessor ${i}`);
    const sparse = accessor.sparse;
    if (!isRecord(sparse)) return;
    const n = count(sparse.count, `accessor ${i} sparse count`);
    const indices = isRecord(sparse.indices) ? sparse.indices : malformed("sparse indices missing");
    const values = isRecord(sparse.values) ? sparse.values : malformed("sparse values missing");
    const indexBytes = COMPONENT_BYTES[Number(indices.componentType)] ?? malformed("bad sparse index type");
    within(indices.bufferView, indices.byteOffset, n, indexBytes, `accessor ${i} sparse indices`);
    within(values.bufferView, values.byteOffset, n, elementBytes, `accessor ${i} sparse values`);
  });
}
