import type { CaseResult } from "@soracity/contracts";
import { useResultViewerData } from "../viewer/useResultViewerData";
import { ViewerFrame } from "../viewer/ViewerFrame";

/**
 * The shared case in the 3D viewer (this module, and CesiumJS behind it, load only when "3D" is chosen): the
 * site's city buildings when the server has them, and the result layers read from the share's URLs.
 */
export default function SharedViewer({
  site,
  result,
}: {
  site: { lon: number; lat: number } | null;
  result: CaseResult | null;
}) {
  const data = useResultViewerData(result, site);
  return <ViewerFrame site={site} data={data} height={{ xs: 420, md: 560 }} />;
}
