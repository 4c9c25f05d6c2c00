/** Where a SoraCity share lives: the server's origin, the token and the three URLs the plugin reads. */
export interface ShareRef {
  origin: string;
  token: string;
  /** GET /api/share/{token}: name, service, site, summary. */
  api: string;
  geojson: string;
  czml: string;
}

const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * A share link as users copy it (`https://host/share/<token>`, with or without the `/jp` or `/en` prefix, or
 * the API's `/api/share/<token>`), or null for anything else (other schemes, other paths, malformed tokens).
 */
export function parseShareUrl(input: string): ShareRef | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const parts = url.pathname.split("/").filter(Boolean);
  const at = parts.lastIndexOf("share");
  const before = parts.slice(0, at);
  const prefixOk =
    before.length === 0 || (before.length === 1 && ["jp", "en", "api"].includes(before[0] ?? ""));
  const token = parts[at + 1] ?? "";
  if (at < 0 || !prefixOk || parts.length !== at + 2 || !TOKEN.test(token)) return null;
  const api = `${url.origin}/api/share/${token}`;
  return { origin: url.origin, token, api, geojson: `${api}/export/geojson`, czml: `${api}/export/czml` };
}
