export type Lang = "ja" | "en";

/** Every string the widget shows, in Japanese and English. */
export const MESSAGES = {
  ja: {
    title: "SoraCity 共有結果",
    url_label: "SoraCity の共有リンク",
    url_placeholder: "https://…/share/…",
    load: "読み込む",
    clear: "消去",
    loading: "読み込み中…",
    invalid_url: "共有リンクの形式ではありません（https://サーバー/share/トークン）。",
    not_found: "このリンクは無効です（共有が停止されたか、リンクが正しくありません）。",
    network:
      "SoraCity サーバーに接続できません。サーバーが CORS を許可しているか確認してください（README を参照）。",
    failed: "読み込めませんでした（HTTP {status}）。",
    no_result: "このケースにはまだ解析結果がありません。",
    layers: "レイヤ（凡例）",
    animation: "時刻日影図のアニメーション（CZML）",
    attribution: "出典：国土交通省 Project PLATEAU",
    lang: "English",
  },
  en: {
    title: "SoraCity shared result",
    url_label: "SoraCity share link",
    url_placeholder: "https://…/share/…",
    load: "Load",
    clear: "Clear",
    loading: "Loading…",
    invalid_url: "Not a share link (https://server/share/token).",
    not_found: "This link is not valid (sharing was stopped, or the link is wrong).",
    network: "Cannot reach the SoraCity server. Check that it allows CORS (see the README).",
    failed: "Could not load (HTTP {status}).",
    no_result: "This case has no analysis result yet.",
    layers: "Layers (legend)",
    animation: "Hourly shadow animation (CZML)",
    attribution: "Source: MLIT Project PLATEAU",
    lang: "日本語",
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type MessageKey = keyof (typeof MESSAGES)["ja"];

/** The browser's language: Japanese for `ja*`, else English. */
export const langOf = (language: string | undefined): Lang =>
  language?.toLowerCase().startsWith("ja") ? "ja" : "en";
