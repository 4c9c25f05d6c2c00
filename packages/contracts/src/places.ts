import { z } from "zod";
import { cityCodeSchema } from "./cities";
import { text } from "./text";

/** Longest place search the API takes (characters, after trimming). */
export const PLACE_QUERY_MAX = 100;

/** GET /api/places query: a city or ward name, or a street address (1 to 100 characters). */
export const placesQuerySchema = z.object({
  q: text({ error: "places.query_invalid" })
    .trim()
    .min(1, "places.query_invalid")
    .max(PLACE_QUERY_MAX, "places.query_invalid"),
});
export type PlacesQuery = z.infer<typeof placesQuerySchema>;

/** A catalogue city, a ward of one (Tokyo's 23), or a street address from the address search. */
export const PLACE_KINDS = ["city", "ward", "address"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const placeSchema = z.object({
  /** Japanese name or address as the source writes it (e.g. `大阪市住之江区南港北一丁目`). */
  name: z.string(),
  /** English name of a city or ward; addresses have none. */
  name_en: z.string().optional(),
  kind: z.enum(PLACE_KINDS),
  lon: z.number(),
  lat: z.number(),
  /** The catalogue city the place lies in (a project's `site.city_code`), when known. */
  city_code: cityCodeSchema.optional(),
});
export type Place = z.infer<typeof placeSchema>;

/** Why the answer holds only the server's own city and ward names (the web translates it). */
export const PLACES_NOTICES = ["places.address_search_unavailable"] as const;

/** GET /api/places: cities and wards first (best match first), then addresses. */
export const placesAnswerSchema = z.object({
  places: z.array(placeSchema),
  notice: z.enum(PLACES_NOTICES).optional(),
});
export type PlacesAnswer = z.infer<typeof placesAnswerSchema>;
