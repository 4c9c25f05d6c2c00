import type { Site } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { CityBuildings } from "../../map/CityBuildings";
import { MapView } from "../../map/MapView";
import { SiteMarker } from "../../map/SiteMarker";

/** The project page's view of its site: buildings around it and its marker. */
export default function SiteMap({ site }: { site: Site }) {
  const { t } = useTranslation();
  return (
    <MapView
      center={[site.lat, site.lon]}
      zoom={17}
      height={280}
      label={t("site.map_label")}
      testId="project-site-map"
    >
      <CityBuildings legend={false} />
      <SiteMarker position={[site.lat, site.lon]} />
    </MapView>
  );
}
