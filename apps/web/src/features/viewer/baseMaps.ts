import { BASE_MAPS, type BaseMap } from "../map/baseMaps";

/**
 * Base maps of the 3D viewer: the Natural Earth II imagery bundled with Cesium (offline, the default), the GSI
 * tiles of the 2D map (the same configuration, `VITE_GSI_TILES_URL`), the PLATEAU orthophoto when a deployment
 * names its tile URL template (`VITE_PLATEAU_ORTHO_URL`, e.g. a PLATEAU streaming server's `{z}/{x}/{y}.png`),
 * or none. Remote ones need their origin in the server's CSP (MAP_TILE_ORIGINS).
 */
export type ViewerBaseMapId = "bundled" | "none" | BaseMap["id"] | "plateau";

export interface ViewerBaseMap {
  id: ViewerBaseMapId;
  /** XYZ template for remote tiles; absent for the bundled imagery and none. */
  url?: string;
  maximumLevel?: number;
  credit?: string;
}

const env = import.meta.env as Record<string, string | undefined>;

/** The choices of this build, bundled first. */
export function viewerBaseMaps(plateauUrl = env.VITE_PLATEAU_ORTHO_URL, gsi = BASE_MAPS): ViewerBaseMap[] {
  const remote: ViewerBaseMap[] = gsi.map((map) => ({
    id: map.id,
    url: map.url,
    maximumLevel: map.maxNativeZoom,
    credit: "地理院タイル (GSI)",
  }));
  const plateau: ViewerBaseMap[] = plateauUrl?.trim()
    ? [{ id: "plateau", url: plateauUrl.trim(), maximumLevel: 19, credit: "Project PLATEAU" }]
    : [];
  return [{ id: "bundled" }, ...remote, ...plateau, { id: "none" }];
}

const STORAGE_KEY = "viewerBaseMap";

/** The viewer's base map the user chose last, if this build still offers it; else the bundled imagery. */
export function storedViewerBaseMap(
  storage: Pick<Storage, "getItem"> | undefined,
  maps: ViewerBaseMap[] = viewerBaseMaps(),
): ViewerBaseMap {
  const saved = storage?.getItem(STORAGE_KEY);
  return maps.find((map) => map.id === saved) ?? maps[0];
}

export function storeViewerBaseMap(storage: Pick<Storage, "setItem"> | undefined, id: ViewerBaseMapId): void {
  storage?.setItem(STORAGE_KEY, id);
}
