import { useRef } from "react";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import FileUploadOutlined from "@mui/icons-material/FileUploadOutlined";
import { IconButton, Paper, Stack, Tooltip } from "@mui/material";
import { useTranslation } from "react-i18next";

/** Import and export of the drawn shapes as GeoJSON: two buttons and a hidden file input. */
export function ShapeFiles({
  canExport,
  onExport,
  onImport,
}: {
  canExport: boolean;
  onExport: () => void;
  onImport: (file: File) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Paper elevation={2} sx={{ borderRadius: 1 }}>
      <Stack>
        <Tooltip title={t("map.import")} placement="left">
          <IconButton
            size="small"
            aria-label={t("map.import")}
            data-testid="shapes-import"
            onClick={() => input.current?.click()}
            sx={{ borderRadius: 1 }}
          >
            <FileUploadOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t("map.export")} placement="left">
          <span>
            <IconButton
              size="small"
              aria-label={t("map.export")}
              data-testid="shapes-export"
              disabled={!canExport}
              onClick={onExport}
              sx={{ borderRadius: 1 }}
            >
              <FileDownloadOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        accept=".geojson,.json,application/geo+json,application/json"
        data-testid="shapes-import-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onImport(file);
        }}
      />
    </Paper>
  );
}
