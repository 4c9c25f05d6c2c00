import { useEffect, useState } from "react";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import EditOutlined from "@mui/icons-material/EditOutlined";
import PaletteOutlined from "@mui/icons-material/PaletteOutlined";
import { Box, Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PALETTE } from "./shapes";

/** Popup toolbar of a finished shape (PRODUCT.md §2, §4): edit, delete and the colour palette (§9). */
export function ShapePopup({
  color,
  onEdit,
  onDelete,
  onColor,
  onLayout,
}: {
  color: string;
  onEdit: () => void;
  onDelete: () => void;
  onColor: (color: string) => void;
  /** Called after the content changed size (the popup re-measures itself). */
  onLayout: () => void;
}) {
  const { t } = useTranslation();
  const [palette, setPalette] = useState(false);
  const [current, setCurrent] = useState(color);
  useEffect(onLayout, [onLayout, palette]);
  return (
    <Box data-testid="shape-popup" sx={{ fontFamily: "inherit" }}>
      <Stack direction="row" spacing={0.5}>
        <Button size="small" startIcon={<EditOutlined />} data-testid="shape-edit" onClick={onEdit}>
          {t("map.shape_edit")}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutline />}
          data-testid="shape-delete"
          onClick={onDelete}
        >
          {t("map.shape_delete")}
        </Button>
        <Button
          size="small"
          startIcon={<PaletteOutlined />}
          data-testid="shape-color"
          aria-expanded={palette}
          onClick={() => setPalette((open) => !open)}
        >
          {t("map.shape_color")}
        </Button>
      </Stack>
      {/* Hidden, not unmounted: Leaflet must still find a clicked swatch inside the popup (or the map would
          take the click as its own and close the popup). */}
      <Stack
        direction="row"
        spacing={1}
        data-testid="shape-palette"
        hidden={!palette}
        sx={{ mt: 1, justifyContent: "center", "&[hidden]": { display: "none" } }}
      >
        {PALETTE.map((option) => (
          <Box
            key={option}
            component="button"
            type="button"
            data-testid="shape-color-option"
            data-color={option}
            aria-label={t("map.shape_color_option", { color: option })}
            aria-pressed={option === current}
            onClick={() => {
              onColor(option);
              setCurrent(option);
              setPalette(false);
            }}
            sx={{
              width: 28,
              height: 28,
              borderRadius: "50%",
              cursor: "pointer",
              bgcolor: option,
              border: "2px solid",
              borderColor: option === current ? "text.primary" : "rgba(0,0,0,0.2)",
              outlineOffset: 2,
            }}
          />
        ))}
      </Stack>
    </Box>
  );
}
