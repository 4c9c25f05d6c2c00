/**
 * Base maps of the 2D map: GSI tiles (地理院タイル). The only place their URLs live. A deployment may point
 * them elsewhere (a tile proxy or cache) with `VITE_GSI_TILES_URL` at build time: the base URL that holds the
 * `std`, `pale` and `seamlessphoto` folders, or `none` for no base map at all (air-gapped servers).
 * The server's Content-Security-Policy must allow the tiles' origin in `img-src`.
 */
export const GSI_TILES_DEFAULT = "https://cyberjapandata.gsi.go.jp/xyz";
export const GSI_ATTRIBUTION_URL = "https://maps.gsi.go.jp/development/ichiran.html";

export type BaseMapId = "std" | "pale" | "photo" | "none";

export interface BaseMap {
  id: Exclude<BaseMapId, "none">;
  /** XYZ tile URL template. */
  url: string;
  /** Deepest zoom the tile set has (deeper zooms scale these tiles). */
  maxNativeZoom: number;
}

/** The GSI tile sets under `base` (no trailing slash); none when `base` is `none`. */
export function gsiBaseMaps(base: string | undefined): BaseMap[] {
  const root = (base?.trim() || GSI_TILES_DEFAULT).replace(/\/+$/, "");
  if (root === "none") return [];
  return [
    { id: "std", url: `${root}/std/{z}/{x}/{y}.png`, maxNativeZoom: 18 },
    { id: "pale", url: `${root}/pale/{z}/{x}/{y}.png`, maxNativeZoom: 18 },
    { id: "photo", url: `${root}/seamlessphoto/{z}/{x}/{y}.jpg`, maxNativeZoom: 18 },
  ];
}

export const BASE_MAPS: BaseMap[] = gsiBaseMaps(
  (import.meta.env as Record<string, string | undefined>).VITE_GSI_TILES_URL,
);

const STORAGE_KEY = "baseMap";

/** The base map the user chose last (kept in the browser), else the standard map, else none. */
export function storedBaseMap(storage: Pick<Storage, "getItem"> | undefined, maps = BASE_MAPS): BaseMapId {
  const saved = storage?.getItem(STORAGE_KEY);
  if (saved === "none" || maps.some((map) => map.id === saved)) return saved as BaseMapId;
  return maps[0]?.id ?? "none";
}

export function storeBaseMap(storage: Pick<Storage, "setItem"> | undefined, id: BaseMapId): void {
  try {
    storage?.setItem(STORAGE_KEY, id);
  } catch {
    // private mode or full storage: the choice lasts for this page only
  }
}
