// Texts of the 逆日影 report (issue 26) in Japanese and English: its figures, forward check, points and the
// envelope plan.

const WINDOW_KINDS = {
  jp: { noon: "正午中心", shifted: "移動", tails: "両端", aimed: "測定点ごと" },
  en: { noon: "noon-centred", shifted: "shifted", tails: "both tails", aimed: "aimed per point" },
} as const;

export const ENVELOPE_LABELS = {
  jp: {
    figures: "逆日影の結果（許容される最大の建築可能空間）",
    maxHeight: "最大高さ（平均地盤面から）",
    volume: "建築可能空間の体積",
    floorArea: (storey: string) => `延べ面積の概算（階高 ${storey} m）`,
    storeys: "階数",
    windowFamily: "日影の時間帯（5 m線 / 10 m線）",
    siteArea: "敷地面積",
    grid: "メッシュ",
    gridValue: (nx: number, ny: number, spacing: string, cells: string) =>
      `${nx} × ${ny}（間隔 ${spacing} m、敷地内 ${cells} セル）`,
    averageGround: "平均地盤面（標高）",
    check: "日影規制による検証（建築可能空間を計画建築物として日影計算）",
    checkNote: (tiers: number, lowered: number) =>
      `${tiers} 段の建築可能空間を検証${lowered > 0 ? `（適合するまで ${lowered} 段階低減）` : ""}`,
    points: "指定点の許容高さ",
    allowed: "許容高さ (m)",
    outside: "敷地外",
    plan: "逆日影図（許容高さの等高線）",
    legend: "許容高さ（平均地盤面から）",
    windowKinds: WINDOW_KINDS.jp,
    morning: "午前",
    paren: (text: string) => `（${text}）`,
  },
  en: {
    figures: "Shadow envelope (the largest building the regulation allows)",
    maxHeight: "Highest point (above average ground)",
    volume: "Envelope volume",
    floorArea: (storey: string) => `Floor area estimate (storeys of ${storey} m)`,
    storeys: "Storeys",
    windowFamily: "Shade windows (5 m line / 10 m line)",
    siteArea: "Site area",
    grid: "Grid",
    gridValue: (nx: number, ny: number, spacing: string, cells: string) =>
      `${nx} × ${ny} (spacing ${spacing} m, ${cells} cells on the site)`,
    averageGround: "Average ground level (elevation)",
    check: "Forward check (the envelope run as planned buildings through the shadow engine)",
    checkNote: (tiers: number, lowered: number) =>
      `${tiers} tiers checked${lowered > 0 ? ` (lowered ${lowered} steps until it passed)` : ""}`,
    points: "Allowed height at the points",
    allowed: "Allowed height (m)",
    outside: "Outside the site",
    plan: "Envelope plan (contours of allowed height)",
    legend: "Allowed height (above average ground)",
    windowKinds: WINDOW_KINDS.en,
    morning: "morning",
    paren: (text: string) => ` (${text})`,
  },
} as const;
export type EnvelopeLabels = (typeof ENVELOPE_LABELS)["jp" | "en"];
