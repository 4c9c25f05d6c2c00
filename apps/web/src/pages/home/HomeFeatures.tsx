import type { ReactNode } from "react";
import Api from "@mui/icons-material/Api";
import Draw from "@mui/icons-material/Draw";
import GraphicEq from "@mui/icons-material/GraphicEq";
import Share from "@mui/icons-material/Share";
import UploadFile from "@mui/icons-material/UploadFile";
import Vibration from "@mui/icons-material/Vibration";
import ViewInAr from "@mui/icons-material/ViewInAr";
import WbSunny from "@mui/icons-material/WbSunny";
import { Box, Card, CardContent, Grid, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { contentFigures } from "../content/figures";

/** What the product does (each card matches a working part of the app; texts under `home.features`). */
const FEATURES: [key: string, icon: ReactNode][] = [
  ["shadow", <WbSunny key="shadow" />],
  ["noise", <GraphicEq key="noise" />],
  ["vibration", <Vibration key="vibration" />],
  ["models", <UploadFile key="models" />],
  ["drawing", <Draw key="drawing" />],
  ["viewer", <ViewInAr key="viewer" />],
  ["sharing", <Share key="sharing" />],
  ["exports", <Api key="exports" />],
];

export function HomeFeatures() {
  const { t } = useTranslation();
  const figures = contentFigures();
  return (
    <Grid container spacing={3}>
      {FEATURES.map(([key, icon]) => (
        <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card variant="outlined" sx={{ height: "100%" }} data-feature={key}>
            <CardContent>
              <Box sx={{ color: "primary.main", mb: 1 }}>{icon}</Box>
              <Typography variant="h3" component="h3" gutterBottom>
                {t(`home.features.${key}_title`)}
              </Typography>
              <Typography color="text.secondary">{t(`home.features.${key}_body`, figures)}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
