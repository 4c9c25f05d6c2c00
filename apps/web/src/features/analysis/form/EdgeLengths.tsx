import { Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { Edge } from "./geometry";

/** The site boundary's edges as numbered on the map, with their lengths (nothing without edges). */
export function EdgeLengths({ edges }: { edges: readonly Edge[] }) {
  const { t } = useTranslation();
  if (edges.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary">
      {edges
        .map((e) => t("analysis.hikage.edge_length", { edge: e.index + 1, m: e.lengthM.toFixed(1) }))
        .join(" / ")}
    </Typography>
  );
}
