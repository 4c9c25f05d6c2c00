import { MenuItem, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { type ViewerBaseMap, viewerBaseMaps } from "./baseMaps";

const MAPS = viewerBaseMaps();

/** The viewer's base map choice (bundled Natural Earth II, GSI tiles, PLATEAU orthophoto when configured, none). */
export function ViewerBaseMapSelect({
  value,
  onChange,
}: {
  value: ViewerBaseMap;
  onChange: (next: ViewerBaseMap) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t("viewer.base_map.label")}
      value={value.id}
      onChange={(event) => {
        const next = MAPS.find((map) => map.id === event.target.value);
        if (next) onChange(next);
      }}
      sx={{ minWidth: 200, bgcolor: "background.paper", borderRadius: 1 }}
      slotProps={{ htmlInput: { "data-testid": "viewer-base-map" } }}
    >
      {MAPS.map((map) => (
        <MenuItem key={map.id} value={map.id}>
          {t(`viewer.base_map.${map.id}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
