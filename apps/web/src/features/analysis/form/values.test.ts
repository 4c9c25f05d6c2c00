import { describe, expect, it } from "vitest";
import { clean, formPath, initialValues, onInputs, toFormErrors } from "./values";

describe("parameter form values", () => {
  it("leaves out empty inputs and groups left empty", () => {
    expect(
      clean({ a: "", b: undefined, c: 1, limits: { hours5: undefined }, list: [{ h: "", x: 2 }] }),
    ).toEqual({
      c: 1,
      list: [{ x: 2 }],
    });
  });
  it("starts from the stored parameters with the schema's defaults", () => {
    const values = initialValues("hikage", { plane_height: 1.5 });
    expect(values.plane_height).toBe(1.5);
    expect(values.calc_interval_min).toBe(5);
    expect(values.start_time).toBe("08:00");
  });
  it("nests field errors for the form and maps server paths", () => {
    expect(toFormErrors([{ path: "sources.0.lw", message: "analysis.sound_power_range" }])).toEqual({
      sources: { 0: { lw: { type: "schema", message: "analysis.sound_power_range" } } },
    });
    expect(formPath("parameters.output_interval_min")).toBe("output_interval_min");
    expect(formPath("site")).toBe("root");
    expect(formPath("parameters.ordinance_row")).toBe("ordinance_row");
    expect(formPath("parameters.planned_buildings.1.ground_heights.2")).toBe(
      "planned_buildings.1.ground_heights",
    );
  });
  it("puts the errors of a typed list's items on the list's input", () => {
    expect(
      onInputs([
        { path: "contours.1", message: "analysis.sound_power_range" },
        { path: "sources.0.lw", message: "analysis.sound_power_range" },
        { path: "planned_buildings.0.ground_heights.3", message: "analysis.elevation_range" },
        { path: "planned_buildings.0.ground_heights", message: "analysis.ground_heights_count" },
        { path: "contour_hours.12", message: "analysis.hours_range" },
      ]).map((f) => f.path),
    ).toEqual([
      "contours",
      "sources.0.lw",
      "planned_buildings.0.ground_heights",
      "planned_buildings.0.ground_heights",
      "contour_hours",
    ]);
  });
});
