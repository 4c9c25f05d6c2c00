import type { Case, Project } from "@soracity/contracts";
import { useViewerData } from "./useViewerData";
import { ViewerFrame } from "./ViewerFrame";

/**
 * The 3D viewer of a case: city buildings (3D Tiles), the project's models, planned buildings and the result
 * layers, with legends, the time slider of the 時刻日影図 and click details (see `ViewerFrame`).
 */
export function CaseViewer({ item, project }: { item: Case; project: Project }) {
  const data = useViewerData(item, project);
  return <ViewerFrame site={project.site} data={data} />;
}
