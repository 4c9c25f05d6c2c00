/**
 * The PLATEAU city catalogue (PRODUCT.md §1: Tokyo 23 wards from 2024-07-31, Osaka city from 2024-09-12, 28 cities
 * in total from 2025-06-27). Codes are the 5-digit 全国地方公共団体コード that name PLATEAU's datasets
 * (`13100_tokyo23-ku`, `27100_osaka-shi`, `40130_fukuoka-shi` ...); `year` is the survey year (年度) of the
 * city's PLATEAU CityGML release we list, used in the attribution line (an import can change it).
 */
export interface CatalogueCity {
  code: string;
  ja: string;
  en: string;
  coverageFrom: string;
  year: number;
}

export const TOKYO_23_WARDS = "13100";
export const OSAKA_CITY = "27100";
const ALL_CITIES_FROM = "2025-06-27";

const others: [code: string, ja: string, en: string, year: number][] = [
  ["01100", "札幌市", "Sapporo", 2020],
  ["04100", "仙台市", "Sendai", 2024],
  ["07201", "福島市", "Fukushima", 2024],
  ["09201", "宇都宮市", "Utsunomiya", 2023],
  ["10201", "前橋市", "Maebashi", 2023],
  ["11100", "さいたま市", "Saitama", 2024],
  ["12100", "千葉市", "Chiba", 2024],
  ["14100", "横浜市", "Yokohama", 2023],
  ["14130", "川崎市", "Kawasaki", 2022],
  ["15100", "新潟市", "Niigata", 2023],
  ["17201", "金沢市", "Kanazawa", 2024],
  ["19201", "甲府市", "Kofu", 2023],
  ["21201", "岐阜市", "Gifu", 2024],
  ["22100", "静岡市", "Shizuoka", 2023],
  ["22130", "浜松市", "Hamamatsu", 2023],
  ["23100", "名古屋市", "Nagoya", 2022],
  ["26100", "京都市", "Kyoto", 2024],
  ["30201", "和歌山市", "Wakayama", 2023],
  ["33100", "岡山市", "Okayama", 2024],
  ["34100", "広島市", "Hiroshima", 2024],
  ["37201", "高松市", "Takamatsu", 2022],
  ["38201", "松山市", "Matsuyama", 2020],
  ["40100", "北九州市", "Kitakyushu", 2020],
  ["40130", "福岡市", "Fukuoka", 2024],
  ["43100", "熊本市", "Kumamoto", 2022],
  ["47201", "那覇市", "Naha", 2020],
];

export const CITY_CATALOGUE: readonly CatalogueCity[] = [
  { code: TOKYO_23_WARDS, ja: "東京都23区", en: "Tokyo 23 wards", coverageFrom: "2024-07-31", year: 2023 },
  { code: OSAKA_CITY, ja: "大阪市", en: "Osaka", coverageFrom: "2024-09-12", year: 2024 },
  ...others.map(([code, ja, en, year]) => ({ code, ja, en, coverageFrom: ALL_CITIES_FROM, year })),
];

/** 出典 line required by the PLATEAU licence wherever its data is shown. */
export const attribution = (nameJa: string, year: number) =>
  `出典：国土交通省 Project PLATEAU 3D都市モデル（${nameJa}, ${year}）`;
