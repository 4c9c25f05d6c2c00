import type { Case, City, Project } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { DrawCapture } from "../analysis/map/DrawCapture";
import { FormEditor } from "../analysis/map/FormEditor";
import { FormOverlays } from "../analysis/map/FormOverlays";
import { ResultLayers } from "../analysis/map/ResultLayers";
import { CityBuildings } from "../map/CityBuildings";
import { initialView } from "../map/defaultCenter";
import { DrawingTools } from "../map/draw/DrawingTools";
import type { Shape } from "../map/draw/shapes";
import { MapView } from "../map/MapView";
import { ModelFootprints } from "../map/ModelFootprints";
import { SiteMarker } from "../map/SiteMarker";

/** The case's map: centred on the project's site, with the city's buildings, the project's models and the
 * drawing toolbar; the form's geometry, "draw for field" on the toolbar, and the last run's results. */
export default function CaseMap({
  item,
  project,
  cities,
  fileName,
  onShapes,
}: {
  item: Case;
  project: Project;
  cities: City[] | undefined;
  fileName: string;
  onShapes: (shapes: Shape[]) => void;
}) {
  const { t } = useTranslation();
  const view = initialView(project.site, cities);
  return (
    <MapView
      center={view.center}
      zoom={view.zoom}
      height={{ xs: 480, lg: "calc(100vh - 230px)" }}
      label={t("case.map_label")}
      testId="case-map"
    >
      <CityBuildings />
      <ModelFootprints projectId={project.id} />
      <SiteMarker position={project.site ? [project.site.lat, project.site.lon] : null} />
      <ResultLayers item={item} />
      <FormOverlays />
      <FormEditor />
      <DrawingTools onChange={onShapes} fileName={fileName} />
      <DrawCapture />
    </MapView>
  );
}
