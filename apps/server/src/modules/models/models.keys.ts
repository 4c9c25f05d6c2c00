import { randomBytes } from "node:crypto";
import path from "node:path";

/** Every blob of a project lives under `projects/<projectId>/` (models, thumbnail). */
export const PROJECT_BLOBS = "projects/";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_V7 = /^([0-9a-f]{8})-([0-9a-f]{4})-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * A model id: a version 7 UUID (RFC 9562: Unix milliseconds, then random bits), so the sweep can tell the age
 * of a file whose row is missing (a write still in progress is young) from its name alone.
 */
export function newModelId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes.writeUInt8((bytes.readUInt8(6) & 0x0f) | 0x70, 6);
  bytes.writeUInt8((bytes.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = bytes.toString("hex");
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join("-");
}

/** When a version 7 UUID was made (ms), or null for other ids (models uploaded before ids were v7). */
export function uuidTime(id: string): number | null {
  const match = UUID_V7.exec(id);
  return match ? parseInt(`${match[1]}${match[2]}`, 16) : null;
}

/** The blob key of a model's file: `projects/<projectId>/models/<id><ext>` (the extension in lower case). */
export function modelBlobKey(projectId: string, id: string, fileName: string): string {
  const ext = path.extname(fileName).toLowerCase();
  return `${PROJECT_BLOBS}${projectId}/models/${id}${/^\.[a-z0-9]{1,10}$/.test(ext) ? ext : ""}`;
}

/**
 * The blob key of a model's placed buildings (a JSON array of GeoJSON features) beside its file's key: kept out
 * of the database, where a 40 MB value held PGlite, and with it the API, for seconds (issue 22, F15).
 */
export const modelFeaturesKey = (fileKey: string): string => `${fileKey}.features.json`;

/** A project blob key's parts: the project id and the rest (`models/<file>`, `thumbnail-<ms>.webp`). */
export function splitProjectKey(key: string): { projectId: string; rest: string } | null {
  if (!key.startsWith(PROJECT_BLOBS)) return null;
  const [projectId, ...rest] = key.slice(PROJECT_BLOBS.length).split("/");
  return projectId && UUID.test(projectId) && rest.length > 0 ? { projectId, rest: rest.join("/") } : null;
}

/** When the model file of a key was written, by its v7 id (null for older ids). */
export const modelKeyTime = (rest: string): number | null => {
  const match = /^models\/([0-9a-f-]{36})/.exec(rest);
  return match?.[1] ? uuidTime(match[1]) : null;
};
