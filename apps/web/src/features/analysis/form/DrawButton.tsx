import { Button } from "@mui/material";
import EditLocationAlt from "@mui/icons-material/EditLocationAlt";
import { useTranslation } from "react-i18next";
import type { Shape } from "../../map/draw/shapes";
import { useBridge } from "../bridge";
import type { CaptureKind } from "../bridge";

/** Starts "draw for this field" on the map's toolbar; shows that it waits while the mode is on. */
export function DrawButton({
  field,
  kind,
  label,
  disabled,
  onShape,
  onBlocked,
  testId,
}: {
  field: string;
  /** `data-testid` (default `draw-{field}`). */
  testId?: string;
  kind: CaptureKind;
  label: string;
  disabled?: boolean;
  onShape: (shape: Shape) => void;
  /** Called instead of drawing when it returns true (a message was shown). */
  onBlocked?: () => boolean;
}) {
  const { t } = useTranslation();
  const { capture, setCapture } = useBridge();
  const waiting = capture?.field === field;
  return (
    <Button
      size="small"
      variant={waiting ? "contained" : "outlined"}
      startIcon={<EditLocationAlt />}
      disabled={disabled}
      data-testid={testId ?? `draw-${field}`}
      onClick={() => {
        if (onBlocked?.()) return;
        setCapture(waiting ? null : { field, kind, onShape });
      }}
    >
      {waiting ? t("analysis.form.drawing") : label}
    </Button>
  );
}
