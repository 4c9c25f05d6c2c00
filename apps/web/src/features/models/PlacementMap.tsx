import type { Project } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { CityBuildings } from "../map/CityBuildings";
import { MapView } from "../map/MapView";
import { ModelFootprints } from "../map/ModelFootprints";
import { SiteMarker } from "../map/SiteMarker";
import { AnchorMarker } from "./AnchorMarker";

/** The upload dialog's map: the city and the project's other models, and the new model's origin to place. */
export default function PlacementMap({
  project,
  center,
  zoom,
  anchor,
  rotation,
  onAnchor,
}: {
  project: Project;
  center: [number, number];
  zoom: number;
  anchor: [number, number] | null;
  rotation: number;
  onAnchor: (lat: number, lon: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <MapView
      center={center}
      zoom={zoom}
      height={340}
      label={t("models.place_map_label")}
      testId="model-place-map"
    >
      <CityBuildings />
      <ModelFootprints projectId={project.id} />
      <SiteMarker position={project.site ? [project.site.lat, project.site.lon] : null} />
      <AnchorMarker anchor={anchor} rotation={rotation} onAnchor={onAnchor} />
    </MapView>
  );
}
