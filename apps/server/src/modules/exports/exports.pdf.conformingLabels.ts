import type { SkyCheck } from "@soracity/contracts";

// Texts of the 適合建築物 sheets (the conforming building's plan and section), in Japanese and English.

export const CONFORMING_LABELS = {
  jp: {
    sheet: (check: string) => `適合建築物 平面図・断面図（${check}）`,
    plan: "平面図（高さは地盤面から, m）",
    section: {
      road: "断面図（道路境界線に直交, 左が道路側）",
      neighbour: "断面図（隣地境界線に直交, 左が隣地側）",
      north: "断面図（北側の境界線に直交, 左が北側）",
    } satisfies Record<SkyCheck, string>,
    sectionEdge: "断面の基準とする境界線",
    conforming: "適合建築物",
    planned: "計画建築物",
    site: "敷地境界線",
    road: (width: string) => `道路 W=${width} m`,
    farSide: "反対側の境界線",
    slope: (value: string) => `勾配 ${value}`,
    ground: "GL",
    none: "この斜線の適合建築物はありません。",
  },
  en: {
    sheet: (check: string) => `Conforming building: plan and section (${check})`,
    plan: "Plan (heights above the site's ground, m)",
    section: {
      road: "Section across the road boundary (the road on the left)",
      neighbour: "Section across the neighbour boundary (the neighbour on the left)",
      north: "Section across the north boundary (north on the left)",
    } satisfies Record<SkyCheck, string>,
    sectionEdge: "Boundary the section is taken across",
    conforming: "Conforming building",
    planned: "Planned building",
    site: "Site boundary",
    road: (width: string) => `Road W=${width} m`,
    farSide: "Far side of the road",
    slope: (value: string) => `slope ${value}`,
    ground: "GL",
    none: "This plane has no conforming building.",
  },
} as const;
