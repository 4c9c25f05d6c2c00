import { useMemo } from "react";
import { Divider, Stack } from "@mui/material";
import type { Case } from "@soracity/contracts";
import { hasShadePoints } from "@soracity/contracts";
import { useCaseResult } from "../analysis/map/ResultLayers";
import { skyRunSource } from "../analysis/results/skyCharts";
import { skyPointsOf, useSkyMarks } from "../analysis/results/skyMarks";
import { ExportDownloads } from "./ExportDownloads";
import { caseExportLinks } from "./exportLinks";
import { ShareControls } from "./ShareControls";

/**
 * The case page's share and download sections, once the case has results: editors get the share link
 * controls, everyone who sees the case the downloads (of a 天空率 run: with the points marked in its 算定表).
 */
export function CaseShareExports({ item, editable }: { item: Case; editable: boolean }) {
  const links = useMemo(() => caseExportLinks(item.id), [item.id]);
  const result = useCaseResult(item).data;
  const points = useMemo(() => (result ? skyPointsOf(result) : []), [result]);
  const marks = useSkyMarks(result ? skyRunSource(result).scope : null, result?.summary ?? null, points);
  if (item.result_url === null) return null;
  return (
    <Stack spacing={1.5} data-testid="case-share-exports">
      <Divider />
      {editable ? <ShareControls item={item} /> : null}
      {editable ? <Divider /> : null}
      <ExportDownloads links={links} shadow={hasShadePoints(item.service_type)} points={marks?.ids ?? null} />
    </Stack>
  );
}
