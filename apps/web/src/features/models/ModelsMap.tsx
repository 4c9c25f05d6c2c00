import type { Project } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import type { Bbox } from "../map/bbox";
import { CityBuildings } from "../map/CityBuildings";
import { MapView } from "../map/MapView";
import { ModelFootprints } from "../map/ModelFootprints";
import { SiteMarker } from "../map/SiteMarker";
import { FitBounds } from "./FitBounds";

/** The project page's map of its models: their footprints over the city's buildings, around the site. */
export default function ModelsMap({
  project,
  center,
  zoom,
  focus,
}: {
  project: Project;
  /** `[lat, lon]` of the first view. */
  center: [number, number];
  zoom: number;
  /** Shown when its `seq` changes (a model just uploaded, a row clicked). */
  focus: { bbox: Bbox | null; seq: number };
}) {
  const { t } = useTranslation();
  return (
    <MapView center={center} zoom={zoom} height={320} label={t("models.map_label")} testId="models-map">
      <CityBuildings legend={false} />
      <ModelFootprints projectId={project.id} />
      <SiteMarker position={project.site ? [project.site.lat, project.site.lon] : null} />
      <FitBounds bbox={focus.bbox} seq={focus.seq} />
    </MapView>
  );
}
