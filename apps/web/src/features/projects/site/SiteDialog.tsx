import { Suspense, lazy, useCallback, useMemo, useRef, useState } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { siteSchema } from "@soracity/contracts";
import type { City, Place, Project } from "@soracity/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { updateProject } from "../../../api/workspaces";
import { initialView } from "../../map/defaultCenter";
import { CityFields } from "./CityFields";
import { cityView, placeQueries, placeView, useBuildingsNear } from "./placeSearch";
import type { View } from "./placeSearch";
import type { PickerTarget } from "./SitePicker";

const SitePicker = lazy(() => import("./SitePicker"));
const fixed = (value: number) => value.toFixed(6);

/**
 * Picks a project's site: a city of the catalogue, a place or street address, then the centre on the map; saves
 * it (the server then fetches the city model round it when it has no buildings there).
 */
export function SiteDialog({
  project,
  cities,
  onClose,
  onSaved,
  onError,
}: {
  project: Project;
  cities: City[];
  onClose: () => void;
  onSaved: (project: Project) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useMemo(() => {
    const view = initialView(project.site, cities);
    return { lat: view.center[0], lon: view.center[1], zoom: view.zoom, seq: 0 };
  }, [project.site, cities]);
  const [target, setTarget] = useState<PickerTarget>(start);
  const [centre, setCentre] = useState<[number, number]>([start.lat, start.lon]);
  const [text, setText] = useState({ lat: fixed(start.lat), lon: fixed(start.lon) });
  const [errors, setErrors] = useState<{ lat?: string; lon?: string }>({});
  const [cityCode, setCityCode] = useState<string | null>(project.site?.city_code ?? null);
  const [saving, setSaving] = useState(false);
  // The latest city choice: a slower answer for an earlier one must not move the map.
  const cityChoice = useRef(0);

  const onCentre = useCallback((lat: number, lon: number) => {
    setCentre([lat, lon]);
    setText({ lat: fixed(lat), lon: fixed(lon) });
    setErrors({});
  }, []);
  const go = (view: View) => {
    cityChoice.current += 1;
    setTarget((current) => ({ lat: view.lat, lon: view.lon, zoom: view.zoom, seq: current.seq + 1 }));
  };
  const chooseCity = async (city: City) => {
    const choice = cityChoice.current + 1;
    cityChoice.current = choice;
    const view = await cityView(city, async (q) => {
      try {
        return (await queryClient.fetchQuery(placeQueries.search(q))).places;
      } catch {
        return [];
      }
    });
    if (view && cityChoice.current === choice) go(view);
  };
  const choosePlace = (place: Place) => {
    setCityCode(place.city_code ?? null);
    go(placeView(place, cities));
  };
  // Unknown while the server is asked: no notice until it has answered.
  const covered = useBuildingsNear(centre, cities) !== false;
  /** Typed coordinates move the map once both are valid (PRODUCT.md §5 ranges, the shared schema's messages). */
  const commitText = () => {
    const lat = siteSchema.shape.lat.safeParse(text.lat.trim() === "" ? Number.NaN : Number(text.lat));
    const lon = siteSchema.shape.lon.safeParse(text.lon.trim() === "" ? Number.NaN : Number(text.lon));
    setErrors({
      lat: lat.success ? undefined : t(lat.error.issues[0]?.message ?? "common.required"),
      lon: lon.success ? undefined : t(lon.error.issues[0]?.message ?? "common.required"),
    });
    if (lat.success && lon.success && (lat.data !== centre[0] || lon.data !== centre[1])) {
      go({ lat: lat.data, lon: lon.data, zoom: 17 });
    }
  };
  const save = async (site: Project["site"]) => {
    setSaving(true);
    try {
      onSaved(await updateProject(project.id, { site }));
    } catch (error) {
      onError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="site-dialog">
      <DialogTitle>{t("site.dialog_title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t("site.help")}
          </Typography>
          <CityFields
            cities={cities}
            cityCode={cityCode}
            onCity={(city) => {
              setCityCode(city?.code ?? null);
              if (city) void chooseCity(city);
            }}
            onPlace={choosePlace}
          />
          <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
            <SitePicker target={target} centre={centre} onCentre={onCentre} covered={covered} />
          </Suspense>
          {covered ? null : (
            <Alert severity="info" data-testid="site-no-buildings">
              {t("site.no_buildings")}
            </Alert>
          )}
          <Stack direction="row" spacing={2}>
            {(["lat", "lon"] as const).map((field) => (
              <TextField
                key={field}
                label={t(`site.${field}`)}
                value={text[field]}
                error={Boolean(errors[field])}
                helperText={errors[field] ?? " "}
                onChange={(event) => setText((current) => ({ ...current, [field]: event.target.value }))}
                onBlur={commitText}
                onKeyDown={(event) => {
                  if (event.key === "Enter") commitText();
                }}
                slotProps={{ htmlInput: { inputMode: "decimal", "data-testid": `site-${field}` } }}
                sx={{ flex: 1 }}
              />
            ))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        {project.site ? (
          <Button
            color="error"
            onClick={() => void save(null)}
            disabled={saving}
            data-testid="site-clear"
            sx={{ mr: "auto" }}
          >
            {t("site.clear")}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button
          variant="contained"
          disabled={saving || Boolean(errors.lat || errors.lon)}
          data-testid="site-save"
          onClick={() => void save({ lat: centre[0], lon: centre[1], city_code: cityCode })}
        >
          {t("site.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
