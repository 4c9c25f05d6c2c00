import { Chip } from "@mui/material";
import type { ChipProps } from "@mui/material";
import type { CaseStatus } from "@soracity/contracts";
import { useTranslation } from "react-i18next";

const LOOK: Record<CaseStatus, { color: ChipProps["color"]; variant: ChipProps["variant"] }> = {
  draft: { color: "default", variant: "outlined" },
  queued: { color: "info", variant: "outlined" },
  processing: { color: "info", variant: "filled" },
  done: { color: "success", variant: "filled" },
  error: { color: "error", variant: "filled" },
  cancelled: { color: "warning", variant: "outlined" },
};

/** Case status of PRODUCT.md §4 (and the queue's queued / cancelled) as a coloured chip. */
export function StatusChip({ status }: { status: CaseStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      data-testid="case-status"
      data-status={status}
      color={LOOK[status].color}
      variant={LOOK[status].variant}
      label={t(`case.status_${status}`)}
    />
  );
}
