import type { CityFetchErrorKey } from "@soracity/contracts";

export type MessageLocale = "ja" | "en";

/** The fetch's failure messages (the web has its own copy under the same keys). */
const MESSAGES: Record<CityFetchErrorKey, Record<MessageLocale, string>> = {
  "citymodel.catalogue_unavailable": {
    ja: "PLATEAU のデータカタログに接続できません（オフラインまたは停止中）。サーバーにある建物で解析します。",
    en: "PLATEAU's data catalogue cannot be reached (offline or down). Cases run with the buildings the server has.",
  },
  "citymodel.fetch_failed": {
    ja: "都市モデルの取得に失敗しました。取得できなかったファイルは取り込まれていません。サーバーにある建物で解析します。",
    en: "Fetching the city model failed; no file was half-imported. Cases run with the buildings the server has.",
  },
  "citymodel.fetch_area_too_large": {
    ja: "取得する範囲が広すぎます（一辺約 2 km まで）。",
    en: "The area to fetch is too large (at most about 2 km a side).",
  },
};

export const fetchMessage = (key: string, locale: MessageLocale): string =>
  MESSAGES[key as CityFetchErrorKey]?.[locale] ?? key;

/** The request's locale from Accept-Language: English when it prefers English, else Japanese. */
export const localeOfHeader = (acceptLanguage: string | undefined): MessageLocale =>
  /^\s*en\b/i.test(acceptLanguage ?? "") ? "en" : "ja";
