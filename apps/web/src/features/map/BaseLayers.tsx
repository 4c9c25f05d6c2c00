import { useEffect, useState } from "react";
import { Alert } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { Layer, TileLayer } from "leaflet";
import { BASE_MAPS, GSI_ATTRIBUTION_URL, storeBaseMap, storedBaseMap } from "./baseMaps";
import type { BaseMapId } from "./baseMaps";
import { L } from "./leaflet";
import { MapControl } from "./MapControl";
import { useLeafletMap } from "./MapContext";

const storage = () => (typeof window === "undefined" ? undefined : window.localStorage);

/**
 * The base maps (GSI standard, pale, aerial photo, or none) in a layer control at the top left. When the tiles
 * cannot be loaded (offline, tile server down) the map keeps its plain background and our layers, and a short
 * notice says so.
 */
export function BaseLayers() {
  const map = useLeafletMap();
  const { t, i18n } = useTranslation();
  const [failing, setFailing] = useState(false);

  useEffect(() => {
    const attribution = `<a href="${GSI_ATTRIBUTION_URL}" target="_blank" rel="noopener noreferrer">${t("map.attribution")}</a>`;
    const layers = new Map<BaseMapId, Layer>();
    for (const base of BASE_MAPS) {
      const tiles: TileLayer = L.tileLayer(base.url, {
        attribution,
        maxNativeZoom: base.maxNativeZoom,
        maxZoom: 20,
        crossOrigin: false,
      });
      tiles.on("tileerror", () => setFailing(true));
      tiles.on("tileload", () => setFailing(false));
      layers.set(base.id, tiles);
    }
    layers.set("none", L.layerGroup());
    const chosen = storedBaseMap(storage());
    layers.get(chosen)?.addTo(map);
    const control = L.control.layers(
      Object.fromEntries([...layers].map(([id, layer]) => [t(`map.base_${id}`), layer])),
      undefined,
      { position: "topleft" },
    );
    control.addTo(map);
    const container = control.getContainer();
    container?.setAttribute("data-testid", "map-layers");
    const onChange = (event: { layer: Layer }) => {
      const id = [...layers].find(([, layer]) => layer === event.layer)?.[0];
      if (!id) return;
      storeBaseMap(storage(), id);
      setFailing(false);
    };
    map.on("baselayerchange", onChange);
    return () => {
      map.off("baselayerchange", onChange);
      control.remove();
      for (const layer of layers.values()) layer.remove();
    };
  }, [map, t, i18n.language]);

  return failing ? (
    <MapControl position="bottomright">
      <Alert
        severity="info"
        variant="outlined"
        data-testid="basemap-unavailable"
        sx={{ py: 0, bgcolor: "background.paper", maxWidth: 320 }}
      >
        {t("map.offline")}
      </Alert>
    </MapControl>
  ) : null;
}
