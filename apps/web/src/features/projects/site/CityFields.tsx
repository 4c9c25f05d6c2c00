import { useState } from "react";
import { Autocomplete, Box, Stack, TextField, Typography } from "@mui/material";
import type { City } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { searchPlaces } from "./places";
import type { Place } from "./places";

const byData = (a: City, b: City) => Number(b.loaded) - Number(a.loaded) || a.code.localeCompare(b.code);

/** The city of the catalogue (with or without building data) and the place search of the site dialog. */
export function CityFields({
  cities,
  places,
  cityCode,
  onCity,
  onPlace,
}: {
  cities: City[];
  places: Place[];
  cityCode: string | null;
  onCity: (city: City | null) => void;
  onPlace: (place: Place) => void;
}) {
  const { t, i18n } = useTranslation();
  const ja = i18n.language.startsWith("ja");
  const [query, setQuery] = useState("");
  const cityName = (city: City) => (ja ? city.name_ja : city.name_en);
  const placeName = (place: Place) => {
    const name = ja ? place.name_ja : place.name_en;
    const city = cities.find((c) => c.code === place.city_code);
    return place.kind === "ward" && city ? `${name} (${cityName(city)})` : name;
  };
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
            <Stack>
              <Typography variant="body2">{cityName(city)}</Typography>
              <Typography variant="caption" color={city.loaded ? "success.main" : "text.secondary"}>
                {city.loaded ? t("site.city_loaded", { count: city.buildings }) : t("site.city_no_data")}
              </Typography>
            </Stack>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t("site.city")}
            slotProps={{ htmlInput: { ...params.inputProps, "data-testid": "site-city" } }}
          />
        )}
      />
      <Autocomplete
        sx={{ flex: 1 }}
        options={searchPlaces(query, places)}
        filterOptions={(options) => options}
        inputValue={query}
        onInputChange={(_event, value) => setQuery(value)}
        value={null}
        onChange={(_event, place) => {
          if (!place) return;
          onPlace(place);
          setQuery(placeName(place));
        }}
        getOptionLabel={placeName}
        noOptionsText={t("site.search_empty")}
        renderOption={({ key, ...props }, place) => (
          <Box component="li" key={key} {...props} data-testid="site-search-option">
            {placeName(place)}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t("site.search")}
            placeholder={t("site.search_placeholder")}
            slotProps={{ htmlInput: { ...params.inputProps, "data-testid": "site-search" } }}
          />
        )}
      />
    </Stack>
  );
}
