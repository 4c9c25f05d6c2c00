import { buildLayers, type FeatureCollection, type ShareLayer } from "./layers";
import type { MessageKey } from "./messages";
import { parseShareUrl } from "./share";

/** What loading a share link gave: its name, site and layers (plus the CZML text), or a message key. */
export type Loaded =
  | {
      ok: true;
      name: string;
      site: { lon: number; lat: number } | null;
      layers: ShareLayer[];
      czml: unknown[] | null;
    }
  | { ok: false; error: MessageKey; status?: number };

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/**
 * Reads a SoraCity share: `GET /api/share/{token}` (no cookies), then its GeoJSON export (the layers) and its
 * CZML export (the hourly outlines as an animation; optional). Cross-origin: the server must allow CORS.
 */
export async function loadShare(input: string, get: Fetch): Promise<Loaded> {
  const ref = parseShareUrl(input);
  if (!ref) return { ok: false, error: "invalid_url" };
  try {
    const answer = await get(ref.api);
    if (answer.status === 404 || answer.status === 400) return { ok: false, error: "not_found" };
    if (!answer.ok) return { ok: false, error: "failed", status: answer.status };
    const shared = await answer.json();
    if (!isObject(shared)) return { ok: false, error: "failed", status: answer.status };
    const site = isObject(shared.site)
      ? { lon: Number(shared.site.lon), lat: Number(shared.site.lat) }
      : null;
    const name = typeof shared.name === "string" ? shared.name : "";
    const exports = Array.isArray(shared.exports) ? shared.exports : [];
    if (exports.length === 0) return { ok: false, error: "no_result" };
    const geo = await get(ref.geojson);
    if (!geo.ok) return { ok: false, error: "failed", status: geo.status };
    const fc = await geo.json();
    if (!isObject(fc) || !Array.isArray(fc.features))
      return { ok: false, error: "failed", status: geo.status };
    const czmlAnswer = await get(ref.czml).catch(() => null);
    const czml = czmlAnswer?.ok ? await czmlAnswer.json().catch(() => null) : null;
    return {
      ok: true,
      name,
      site,
      layers: buildLayers(fc as unknown as FeatureCollection),
      czml: Array.isArray(czml) ? czml : null,
    };
  } catch {
    return { ok: false, error: "network" };
  }
}
