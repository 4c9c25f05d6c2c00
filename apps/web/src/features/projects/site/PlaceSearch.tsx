import { useState } from "react";
import { Autocomplete, Box, TextField } from "@mui/material";
import type { Place } from "@soracity/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/errorText";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { OptionText } from "./CityFields";
import { placeQueries, rankPlaces } from "./placeSearch";

/** Pause after the last keystroke before the server is asked (each search may reach the address search). */
export const PLACE_SEARCH_DELAY_MS = 300;

/**
 * The site dialog's search: city and ward names and street addresses from GET /api/places, asked once typing
 * pauses; the arrow keys move through the answers, Enter takes the highlighted one.
 */
export function PlaceSearch({ onPlace }: { onPlace: (place: Place) => void }) {
  const { t, i18n } = useTranslation();
  const ja = i18n.language.startsWith("ja");
  const [query, setQuery] = useState("");
  // The label of a chosen place fills the box: it is not searched again.
  const [chosen, setChosen] = useState<string | null>(null);
  const typed = query.trim();
  const q = useDebouncedValue(typed, PLACE_SEARCH_DELAY_MS);
  const active = q.length > 0 && q !== chosen;
  const search = useQuery({ ...placeQueries.search(q), enabled: active, placeholderData: keepPreviousData });
  const waiting = typed !== q || search.isFetching;
  const places = active && typed.length > 0 ? rankPlaces(search.data?.places ?? [], q) : [];
  const name = (place: Place) => (!ja && place.name_en ? place.name_en : place.name);
  const notice = active && search.data?.notice ? t(search.data.notice) : null;
  const failure = active && search.isError ? errorText(t, search.error) : null;

  return (
    <Autocomplete
      sx={{ flex: 1 }}
      options={places}
      filterOptions={(options) => options}
      autoHighlight
      inputValue={query}
      onInputChange={(_event, value, reason) => {
        if (reason !== "reset") setQuery(value);
      }}
      value={null}
      onChange={(_event, place) => {
        if (!place) return;
        setChosen(name(place));
        setQuery(name(place));
        onPlace(place);
      }}
      getOptionLabel={name}
      isOptionEqualToValue={(a, b) => a.kind === b.kind && a.name === b.name && a.lat === b.lat}
      loading={active && waiting}
      loadingText={t("site.search_loading")}
      noOptionsText={typed ? t("site.search_empty") : t("site.search_hint")}
      renderOption={({ key, ...props }, place) => (
        <Box component="li" key={key} {...props} data-testid="site-search-option" data-kind={place.kind}>
          <OptionText primary={name(place)} secondary={t(`site.place_kind.${place.kind}`)} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t("site.search")}
          placeholder={t("site.search_placeholder")}
          error={Boolean(failure)}
          helperText={
            <span
              data-testid="site-search-notice"
              data-state={failure ? "error" : notice ? "notice" : "none"}
            >
              {failure ?? notice ?? " "}
            </span>
          }
          slotProps={{ htmlInput: { ...params.inputProps, "data-testid": "site-search" } }}
        />
      )}
    />
  );
}
