import { useEffect } from "react";
import type { LeafletMouseEvent } from "leaflet";
import { useTranslation } from "react-i18next";
import { CityBuildings } from "../../map/CityBuildings";
import { useLeafletMap } from "../../map/MapContext";
import { MapView } from "../../map/MapView";
import { SiteMarker } from "../../map/SiteMarker";

/** Where the picker should look: changing `seq` moves the map there. */
export interface PickerTarget {
  lat: number;
  lon: number;
  zoom: number;
  seq: number;
}

/** Keeps the site at the map's centre: pans and zooms move it, a click recentres the map on the point. */
function CentreTracker({
  target,
  onCentre,
}: {
  target: PickerTarget;
  onCentre: (lat: number, lon: number) => void;
}) {
  const map = useLeafletMap();
  useEffect(() => {
    map.setView([target.lat, target.lon], target.zoom, { animate: false });
    // Only a new target (seq) moves the map; the centre reported back must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, target.seq]);
  useEffect(() => {
    const moved = () => {
      const centre = map.getCenter();
      // The zoom on the map's element, for tests and tools that check where the picker looks.
      map.getContainer().dataset.zoom = String(map.getZoom());
      onCentre(centre.lat, centre.lng);
    };
    const clicked = (event: LeafletMouseEvent) => map.panTo(event.latlng, { animate: false });
    map.on("moveend", moved);
    map.on("click", clicked);
    return () => {
      map.off("moveend", moved);
      map.off("click", clicked);
    };
  }, [map, onCentre]);
  return null;
}

/**
 * The site picker's map: city buildings, the site marker at the centre. Where the server has no buildings
 * (`covered` false) the dialog says so below the map, and the legend does not ask to zoom in.
 */
export default function SitePicker({
  target,
  centre,
  covered,
  onCentre,
}: {
  target: PickerTarget;
  centre: [number, number];
  covered: boolean;
  onCentre: (lat: number, lon: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <MapView
      center={[target.lat, target.lon]}
      zoom={target.zoom}
      height={360}
      label={t("site.map_label")}
      testId="site-map"
    >
      <CityBuildings legend={covered} />
      <SiteMarker position={centre} />
      <CentreTracker target={target} onCentre={onCentre} />
    </MapView>
  );
}
