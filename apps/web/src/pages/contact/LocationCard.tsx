import { Card, CardContent, Typography, useTheme } from "@mui/material";
import { useTranslation } from "react-i18next";

/** Company location card with a schematic map drawn in SVG (no external map tiles under the CSP). */
export function LocationCard() {
  const { t } = useTranslation();
  const theme = useTheme();
  const ground = theme.palette.mode === "dark" ? "#1e2a2d" : "#eef5f4";
  const road = theme.palette.mode === "dark" ? "#37474f" : "#ffffff";
  return (
    <Card variant="outlined">
      <svg viewBox="0 0 400 240" width="100%" role="img" aria-label={t("contact.map_alt")}>
        <rect width="400" height="240" fill={ground} />
        <path d="M0 150 H400 M120 0 V240 M0 60 L400 110" stroke={road} strokeWidth="14" />
        <rect x="250" y="20" width="120" height="70" fill="#b2dfdb" />
        <rect x="30" y="170" width="70" height="55" fill="#b2dfdb" />
        <circle cx="200" cy="118" r="10" fill={theme.palette.primary.main} />
        <path d="M200 128 L192 114 A10 10 0 1 1 208 114 Z" fill={theme.palette.primary.main} />
        <circle cx="200" cy="112" r="4" fill="#fff" />
      </svg>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          {t("contact.location_title")}
        </Typography>
        <Typography>{t("contact.location_address")}</Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {t("contact.location_access")}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t("contact.location_hours")}
        </Typography>
      </CardContent>
    </Card>
  );
}
