import { Chip } from "@mui/material";
import type { CaseStatus } from "@soracity/contracts";
import { useTranslation } from "react-i18next";

const COLOR = { draft: "default", processing: "info", done: "success", error: "error" } as const;

/** Case status of spec §4 as a coloured chip. */
export function StatusChip({ status }: { status: CaseStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      data-testid="case-status"
      data-status={status}
      color={COLOR[status]}
      variant={status === "draft" ? "outlined" : "filled"}
      label={t(`case.status_${status}`)}
    />
  );
}
