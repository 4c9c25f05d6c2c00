import { useEffect, useState } from "react";
import { IconButton, Paper, Slider, Stack, Typography } from "@mui/material";
import PauseIcon from "@mui/icons-material/Pause";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import { useTranslation } from "react-i18next";

/** Milliseconds per output time while playing. */
const STEP_MS = 1000;

/**
 * The time slider of the 時刻日影図: one step per output time; Play runs through them in a loop.
 */
export function TimeSlider({
  labels,
  index,
  onChange,
}: {
  labels: string[];
  index: number;
  onChange: (i: number) => void;
}) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing || labels.length < 2) return;
    const timer = setInterval(() => onChange((index + 1) % labels.length), STEP_MS);
    return () => clearInterval(timer);
  }, [playing, index, labels.length, onChange]);
  const label = labels[index] ?? "";
  return (
    <Paper
      sx={{ px: 2, py: 1, width: { xs: "calc(100% - 32px)", sm: 420 } }}
      elevation={3}
      data-testid="viewer-time"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <IconButton
          size="small"
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? t("viewer.pause") : t("viewer.play")}
          data-testid="viewer-play"
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
        <Slider
          value={index}
          min={0}
          max={Math.max(0, labels.length - 1)}
          step={1}
          marks
          onChange={(_, v: number | number[]) => onChange(Array.isArray(v) ? (v[0] ?? 0) : v)}
          aria-label={t("viewer.time")}
          getAriaValueText={(v) => labels[v] ?? ""}
          slotProps={{ input: { "data-testid": "viewer-time-slider" } as object }}
        />
        <Typography variant="body2" sx={{ minWidth: 56, textAlign: "right" }} data-testid="viewer-time-label">
          {label}
        </Typography>
      </Stack>
    </Paper>
  );
}
