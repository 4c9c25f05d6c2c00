import { Suspense, lazy, useState } from "react";
import Place from "@mui/icons-material/Place";
import { Button, Paper, Skeleton, Stack, Typography } from "@mui/material";
import type { Project } from "@soracity/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../../api/queryKeys";
import { useFailure } from "../../../hooks/useFailure";
import { mapQueries } from "../../map/api";
import { useCityFetch } from "./cityFetch";
import { CityFetchStatus } from "./CityFetchStatus";
import { SiteDialog } from "./SiteDialog";

const SiteMap = lazy(() => import("./SiteMap"));

/** The project's site (PRODUCT.md §3: the centre of every case's map): where it is, a map, and for editors a picker. */
export function SiteSection({ project, editable }: { project: Project; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { fail } = useFailure();
  const cities = useQuery(mapQueries.cities);
  const [open, setOpen] = useState(false);
  const site = project.site;
  const job = useCityFetch(site ? project.city_fetch : null);
  const city = cities.data?.find((entry) => entry.code === site?.city_code);
  const cityName = city ? (i18n.language.startsWith("ja") ? city.name_ja : city.name_en) : t("site.no_city");

  return (
    <Paper variant="outlined" data-testid="project-site" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: site ? 2 : 0 }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {t("site.title")}
          </Typography>
          <Typography data-testid="site-summary" data-city={site?.city_code ?? ""}>
            {site
              ? `${cityName} — ${t("site.coordinates", { lat: site.lat.toFixed(5), lon: site.lon.toFixed(5) })}`
              : editable
                ? t("site.none")
                : t("site.none_viewer")}
          </Typography>
        </Stack>
        {editable ? (
          <Button
            variant="outlined"
            startIcon={<Place />}
            data-testid="site-edit"
            disabled={!cities.data}
            onClick={() => setOpen(true)}
          >
            {t("site.edit")}
          </Button>
        ) : null}
      </Stack>
      {site ? <CityFetchStatus job={job} /> : null}
      {site ? (
        <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
          <SiteMap key={`${site.lat},${site.lon}`} site={site} />
        </Suspense>
      ) : null}
      {open && cities.data ? (
        <SiteDialog
          project={project}
          cities={cities.data}
          onClose={() => setOpen(false)}
          onError={(error) => fail(error)}
          onSaved={(saved) => {
            setOpen(false);
            queryClient.setQueryData(queryKeys.projects.one(saved.id), saved);
            enqueueSnackbar(saved.site ? t("site.saved") : t("site.cleared"), { variant: "success" });
            void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
          }}
        />
      ) : null}
    </Paper>
  );
}
