import { RESULT_LAYERS, SERVICE_TYPES } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { groupOf } from "./map/resultStyle";
import { SERVICE_VIEWS } from "./services";

describe("the web's registry of services", () => {
  it("has a form and a result summary for every service type and nothing else", () => {
    expect(Object.keys(SERVICE_VIEWS).sort()).toEqual([...SERVICE_TYPES].sort());
    for (const service of SERVICE_TYPES) {
      expect(typeof SERVICE_VIEWS[service].Form, service).toBe("function");
      expect(typeof SERVICE_VIEWS[service].Summary, service).toBe("function");
    }
  });

  it("puts each result layer in its map group by the layer's kind", () => {
    const groups = Object.fromEntries(Object.keys(RESULT_LAYERS).map((name) => [name, groupOf(name)]));
    expect(groups).toEqual({
      shade_hours: null,
      shade_hours_png: "heatmap",
      contours: "contours",
      outlines: "outlines",
      regulation_lines: "regulation",
      shade_chart: null,
      walls: "walls",
      noise_grid: null,
      noise_png: "heatmap",
      noise_contours: "contours",
      facades: "facades",
      vibration_grid: null,
      vibration_contours: "contours",
      sky_points: "sky",
      conforming: "conforming",
      sky_charts: null,
      allowed_height: null,
      allowed_height_contours: "contours",
      envelope: null,
    });
    expect(groupOf("contours.composite")).toBe("contours");
    expect(groupOf("not_a_layer")).toBeNull();
  });
});
