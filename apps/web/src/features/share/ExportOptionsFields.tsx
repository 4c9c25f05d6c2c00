import { Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { ExportOptions } from "./exportLinks";
import { parseMinHours } from "./exportLinks";

/** One labelled exclusive choice (keeps its value when the selected button is clicked again). */
function Choice<T extends string | number>({
  label,
  name,
  value,
  choices,
  onChange,
}: {
  label: string;
  name: string;
  value: T;
  choices: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <Typography variant="caption" sx={{ minWidth: 56 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        aria-label={label}
        onChange={(_event, next: T | null) => {
          if (next !== null) onChange(next);
        }}
      >
        {choices.map((choice) => (
          <ToggleButton
            key={String(choice.value)}
            value={choice.value}
            data-testid={`export-${name}-${choice.value}`}
            sx={{ py: 0.25, px: 1 }}
          >
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

/** PDF paper, language and scale; for shadow cases the shade-hours threshold of GeoJSON and CSV. */
export function ExportOptionsFields({
  options,
  onChange,
  shadow,
}: {
  options: ExportOptions;
  onChange: (options: ExportOptions) => void;
  shadow: boolean;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<ExportOptions>) => onChange({ ...options, ...patch });
  const hoursInvalid = options.minHours.trim() !== "" && parseMinHours(options.minHours) === null;
  return (
    <Stack spacing={1}>
      {shadow ? (
        <TextField
          size="small"
          type="number"
          label={t("shareLink.min_hours")}
          value={options.minHours}
          onChange={(event) => set({ minHours: event.target.value })}
          error={hoursInvalid}
          helperText={hoursInvalid ? t("export.min_hours_range") : t("shareLink.min_hours_help")}
          slotProps={{ htmlInput: { min: 0, max: 24, step: 0.5, "data-testid": "export-min-hours" } }}
        />
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {t("shareLink.pdf_options")}
      </Typography>
      <Choice
        label={t("shareLink.paper")}
        name="paper"
        value={options.paper}
        choices={[
          { value: "a4", label: "A4" },
          { value: "a3", label: "A3" },
        ]}
        onChange={(paper) => set({ paper })}
      />
      <Choice
        label={t("shareLink.language")}
        name="lang"
        value={options.lang}
        choices={[
          { value: "jp", label: t("languages.jp") },
          { value: "en", label: t("languages.en") },
        ]}
        onChange={(lang) => set({ lang })}
      />
      <Choice
        label={t("shareLink.scale")}
        name="scale"
        value={options.scale}
        choices={[
          { value: 200, label: "1/200" },
          { value: 500, label: "1/500" },
        ]}
        onChange={(scale) => set({ scale })}
      />
    </Stack>
  );
}
