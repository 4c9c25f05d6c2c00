import { Card, CardContent, Typography } from "@mui/material";
import { styled } from "@mui/material/styles";
import { useTranslation } from "react-i18next";

/** The scheme's colours as CSS variables of the map (the scheme switches by CSS, not by re-rendering). */
const SchematicMap = styled("svg")(({ theme }) => ({
  "--map-ground": "#eef5f4",
  "--map-road": "#ffffff",
  "--map-pin": theme.vars.palette.primary.main,
  ...theme.applyStyles("dark", { "--map-ground": "#1e2a2d", "--map-road": "#37474f" }),
}));

const pin = { fill: "var(--map-pin)" };

/** Company location card with a schematic map drawn in SVG (no external map tiles under the CSP). */
export function LocationCard() {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <SchematicMap viewBox="0 0 400 240" width="100%" role="img" aria-label={t("contact.map_alt")}>
        <rect width="400" height="240" style={{ fill: "var(--map-ground)" }} />
        <path
          d="M0 150 H400 M120 0 V240 M0 60 L400 110"
          strokeWidth="14"
          style={{ stroke: "var(--map-road)" }}
        />
        <rect x="250" y="20" width="120" height="70" fill="#b2dfdb" />
        <rect x="30" y="170" width="70" height="55" fill="#b2dfdb" />
        <circle cx="200" cy="118" r="10" style={pin} />
        <path d="M200 128 L192 114 A10 10 0 1 1 208 114 Z" style={pin} />
        <circle cx="200" cy="112" r="4" fill="#fff" />
      </SchematicMap>
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
