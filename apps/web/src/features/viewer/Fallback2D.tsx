import { Suspense, lazy } from "react";
import { Box, Skeleton } from "@mui/material";
import { useTranslation } from "react-i18next";

// Leaflet loads only when the 2D map is needed.
const Map2D = lazy(() => import("./Map2D"));

/** The 2D map shown instead of the 3D viewer when WebGL is missing. */
export function Fallback2D({ site }: { site: { lon: number; lat: number } }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="viewer-fallback"
      sx={{ position: "absolute", inset: 0 }}
      aria-label={t("viewer.fallback")}
    >
      <Suspense fallback={<Skeleton variant="rectangular" height="100%" />}>
        <Map2D site={site} />
      </Suspense>
    </Box>
  );
}
