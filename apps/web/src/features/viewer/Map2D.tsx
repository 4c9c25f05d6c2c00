import { useTranslation } from "react-i18next";
import { CityBuildings } from "../map/CityBuildings";
import { MapView } from "../map/MapView";

/** The site on the 2D map with the catalogue's buildings (Leaflet). */
export default function Map2D({ site }: { site: { lon: number; lat: number } }) {
  const { t } = useTranslation();
  return (
    <MapView
      center={[site.lat, site.lon]}
      zoom={17}
      height="100%"
      label={t("viewer.fallback")}
      testId="viewer-map2d"
    >
      <CityBuildings />
    </MapView>
  );
}
