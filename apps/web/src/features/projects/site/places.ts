import type { City } from "@soracity/contracts";

/** A place the site search knows: a catalogue city or a ward of Tokyo's 23 wards, with its centre. */
export interface Place {
  kind: "city" | "ward";
  name_ja: string;
  name_en: string;
  city_code: string;
  lat: number;
  lon: number;
  zoom: number;
}

/** City halls (Tokyo: Tokyo Station) of the catalogue's 28 cities, `[lat, lon]`. */
export const CITY_CENTRES: Record<string, [number, number]> = {
  "01100": [43.0621, 141.3544],
  "04100": [38.2682, 140.8694],
  "07201": [37.7608, 140.4747],
  "09201": [36.5551, 139.8828],
  "10201": [36.3895, 139.0634],
  "11100": [35.8617, 139.6455],
  "12100": [35.6074, 140.1065],
  "13100": [35.6812, 139.7671],
  "14100": [35.4437, 139.638],
  "14130": [35.5308, 139.7029],
  "15100": [37.9162, 139.0364],
  "17201": [36.5613, 136.6562],
  "19201": [35.6623, 138.5683],
  "21201": [35.4233, 136.7607],
  "22100": [34.9756, 138.3828],
  "22130": [34.7108, 137.7261],
  "23100": [35.1815, 136.9066],
  "26100": [35.0116, 135.7681],
  "27100": [34.6937, 135.5023],
  "30201": [34.226, 135.1675],
  "33100": [34.6551, 133.9195],
  "34100": [34.3853, 132.4553],
  "37201": [34.3428, 134.0466],
  "38201": [33.8392, 132.7657],
  "40100": [33.8834, 130.8752],
  "40130": [33.5902, 130.4017],
  "43100": [32.8031, 130.7079],
  "47201": [26.2124, 127.6809],
};

/** The 23 special wards of Tokyo (ward offices), all in the catalogue city 13100. */
const TOKYO_WARDS: [ja: string, en: string, lat: number, lon: number][] = [
  ["千代田区", "Chiyoda", 35.694, 139.7536],
  ["中央区", "Chuo", 35.6706, 139.772],
  ["港区", "Minato", 35.6581, 139.7516],
  ["新宿区", "Shinjuku", 35.6938, 139.7036],
  ["文京区", "Bunkyo", 35.7081, 139.7524],
  ["台東区", "Taito", 35.7127, 139.78],
  ["墨田区", "Sumida", 35.7107, 139.8015],
  ["江東区", "Koto", 35.6729, 139.8171],
  ["品川区", "Shinagawa", 35.6092, 139.7302],
  ["目黒区", "Meguro", 35.6414, 139.6982],
  ["大田区", "Ota", 35.5613, 139.716],
  ["世田谷区", "Setagaya", 35.6464, 139.6532],
  ["渋谷区", "Shibuya", 35.664, 139.6982],
  ["中野区", "Nakano", 35.7074, 139.6637],
  ["杉並区", "Suginami", 35.6995, 139.6364],
  ["豊島区", "Toshima", 35.7263, 139.7168],
  ["北区", "Kita", 35.7528, 139.7337],
  ["荒川区", "Arakawa", 35.7362, 139.7834],
  ["板橋区", "Itabashi", 35.7512, 139.7093],
  ["練馬区", "Nerima", 35.7356, 139.6517],
  ["足立区", "Adachi", 35.775, 139.8044],
  ["葛飾区", "Katsushika", 35.7434, 139.8472],
  ["江戸川区", "Edogawa", 35.7068, 139.8682],
];

/** Where to look at a city: the middle of its building data when it has some, else its city hall. */
export function cityPlace(city: City): Place {
  const [lat, lon] = city.bbox
    ? [(city.bbox[1] + city.bbox[3]) / 2, (city.bbox[0] + city.bbox[2]) / 2]
    : (CITY_CENTRES[city.code] ?? [35.6812, 139.7671]);
  return {
    kind: "city",
    name_ja: city.name_ja,
    name_en: city.name_en,
    city_code: city.code,
    lat,
    lon,
    zoom: city.bbox ? 16 : 14,
  };
}

/** Every searchable place of the catalogue: its cities and, when Tokyo is listed, its wards. */
export function placesOf(cities: City[]): Place[] {
  const places = cities.map(cityPlace);
  if (cities.some((city) => city.code === "13100")) {
    for (const [ja, en, lat, lon] of TOKYO_WARDS) {
      places.push({ kind: "ward", name_ja: ja, name_en: en, city_code: "13100", lat, lon, zoom: 16 });
    }
  }
  return places;
}

/** Full-width to half-width, lower case, no spaces, hyphens or the "-ku" / "-shi" / " city" suffixes. */
export function normalize(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\-‐－ー・,、。]+/g, (match) => (match.includes("ー") ? match : ""))
    .replace(/(ku|shi|city|ward|wards)$/u, "");
}

/**
 * Places whose name (Japanese or English) matches `query`: the name starts with or contains the query, or the
 * query is an address that contains the name (`大阪市北区梅田` -> 大阪市, `東京都千代田区丸の内` -> 千代田区).
 * Best first: exact, prefix, contained, address (earliest name first); at most `limit`.
 */
export function searchPlaces(query: string, places: Place[], limit = 8): Place[] {
  const q = normalize(query);
  if (q.length === 0) return [];
  const scored: { place: Place; score: number }[] = [];
  for (const place of places) {
    let best = 0;
    for (const name of [place.name_ja, place.name_en]) {
      const n = normalize(name);
      const bare = n.replace(/[市区]$/u, "");
      if (n === q || bare === q) best = Math.max(best, 4);
      else if (n.startsWith(q)) best = Math.max(best, 3);
      else if (n.includes(q)) best = Math.max(best, 2);
      // An address names the city before the ward: the earlier a name appears, the better it fits.
      else if (n.length >= 2 && q.includes(n)) best = Math.max(best, 1 + 0.5 * (1 - q.indexOf(n) / q.length));
    }
    if (best > 0) scored.push({ place, score: best });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.place);
}
