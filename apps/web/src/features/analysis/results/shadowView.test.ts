import type { HikageSummary } from "@soracity/contracts";
import { defaultViewOf, summaryOf } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { layerNamed, summaryOfView, viewLayers } from "./shadowView";

const layer = (name: string, view?: string) => ({ name, meta: view ? { view } : {} });

// A run of a case with planned buildings: planned layers bare, the others suffixed (contracts views.ts).
const viewed = [
  layer("shade_hours_png", "planned"),
  layer("contours", "planned"),
  layer("outlines", "planned"),
  layer("regulation_lines", "planned"),
  layer("shade_chart", "planned"),
  layer("shade_hours_png.composite", "composite"),
  layer("contours.composite", "composite"),
  layer("outlines.composite", "composite"),
  layer("walls.composite", "composite"),
  layer("shade_hours_png.added", "added"),
  layer("contours.added", "added"),
];
const names = (layers: { name: string }[]) => layers.map((l) => l.name);

describe("the layers of a shadow view", () => {
  it("draws the planned view by default, with bare names", () => {
    const view = defaultViewOf(viewed);
    expect(view).toBe("planned");
    expect(names(viewLayers(viewed, view))).toEqual([
      "shade_hours_png",
      "contours",
      "outlines",
      "regulation_lines",
      "shade_chart",
    ]);
  });

  it("draws the composite view's layers, with the planned regulation lines as its frame", () => {
    expect(names(viewLayers(viewed, "composite"))).toEqual([
      "regulation_lines",
      "shade_hours_png.composite",
      "contours.composite",
      "outlines.composite",
      "walls.composite",
    ]);
    expect(layerNamed(viewLayers(viewed, "composite"), "contours")?.name).toBe("contours.composite");
  });

  it("keeps one layer per base name, the view's own first", () => {
    const both = [layer("regulation_lines", "planned"), layer("regulation_lines.added", "added")];
    expect(names(viewLayers(both, "added"))).toEqual(["regulation_lines.added"]);
    expect(names(viewLayers(both, "planned"))).toEqual(["regulation_lines"]);
  });

  it("draws every layer of a run without views (older runs, noise)", () => {
    const legacy = [layer("shade_hours_png"), layer("contours"), layer("walls")];
    expect(defaultViewOf(legacy)).toBeNull();
    expect(names(viewLayers(legacy, null))).toEqual(["shade_hours_png", "contours", "walls"]);
  });
});

describe("the summary of a shadow view", () => {
  const legacy: HikageSummary = {
    service_type: "hikage",
    max_hours: 8,
    areas: [{ hours: 2, area_m2: 900 }],
    regulation: null,
    buildings: { city: 40, models: 0, planned: 1 },
    window_hours: 8,
    plane_z: 4,
    north_angle: 0,
  };
  const viewed: HikageSummary = {
    ...legacy,
    max_hours: 3.5,
    views: {
      planned: { max_hours: 3.5, areas: [{ hours: 2, area_m2: 120 }] },
      composite: { max_hours: 8, areas: [{ hours: 2, area_m2: 900 }] },
      added: { max_hours: 2.25, areas: [{ hours: 2, area_m2: 15 }] },
    },
  };

  it("shows the picked view's largest hours and areas", () => {
    const composite = summaryOfView(viewed, "composite");
    const shadow = summaryOf(composite, "hikage");
    expect(shadow && [shadow.max_hours, shadow.areas]).toEqual([8, [{ hours: 2, area_m2: 900 }]]);
    const added = summaryOfView(viewed, "added");
    expect(summaryOf(added, "hikage")?.max_hours).toBe(2.25);
  });

  it("keeps the top-level figures of a run without views", () => {
    expect(summaryOfView(legacy, null)).toBe(legacy);
    expect(summaryOfView(legacy, "composite")).toBe(legacy);
  });
});
