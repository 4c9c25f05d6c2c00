import { Autocomplete, Box, Stack, TextField, Typography } from "@mui/material";
import type { City, Place } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { PlaceSearch } from "./PlaceSearch";
import { hasBuildings } from "./placeSearch";

const byData = (a: City, b: City) =>
  Number(hasBuildings(b)) - Number(hasBuildings(a)) || a.code.localeCompare(b.code);

/** An option of the dialog's lists: its name and, below, what it is. */
export function OptionText({
  primary,
  secondary,
  color = "text.secondary",
}: {
  primary: string;
  secondary: string;
  color?: string;
}) {
  return (
    <Stack>
      <Typography variant="body2">{primary}</Typography>
      <Typography variant="caption" color={color}>
        {secondary}
      </Typography>
    </Stack>
  );
}

/** The city of the catalogue (with or without buildings on this server) and the place search of the site dialog. */
export function CityFields({
  cities,
  cityCode,
  onCity,
  onPlace,
}: {
  cities: City[];
  cityCode: string | null;
  onCity: (city: City | null) => void;
  onPlace: (place: Place) => void;
}) {
  const { t, i18n } = useTranslation();
  const ja = i18n.language.startsWith("ja");
  const cityName = (city: City) => (ja ? city.name_ja : city.name_en);
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <Autocomplete
        sx={{ flex: 1 }}
        options={[...cities].sort(byData)}
        value={cities.find((city) => city.code === cityCode) ?? null}
        onChange={(_event, city) => onCity(city)}
        getOptionLabel={cityName}
        isOptionEqualToValue={(a, b) => a.code === b.code}
        renderOption={({ key, ...props }, city) => (
          <Box component="li" key={key} {...props} data-testid="site-city-option" data-code={city.code}>
            <OptionText
              primary={cityName(city)}
              secondary={
                hasBuildings(city)
                  ? t("site.city_loaded", { count: city.building_count })
                  : t("site.city_no_data")
              }
              color={hasBuildings(city) ? "success.main" : "text.secondary"}
            />
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t("site.city")}
            helperText=" "
            slotProps={{ htmlInput: { ...params.inputProps, "data-testid": "site-city" } }}
          />
        )}
      />
      <PlaceSearch onPlace={onPlace} />
    </Stack>
  );
}
