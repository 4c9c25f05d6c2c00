import { describe, expect, it } from "vitest";
import { caseExportLinks, exportHref, parseMinHours } from "./exportLinks";
import type { ExportOptions } from "./exportLinks";

const options: ExportOptions = { paper: "a3", lang: "en", scale: 200, minHours: "2.5" };

describe("export links", () => {
  it("lists every format of a case under its export path", () => {
    const links = caseExportLinks("c/1");
    expect(links.map((link) => link.format)).toEqual(["geojson", "csv", "png", "dxf", "czml", "pdf"]);
    expect(links[0]?.url).toBe("/api/cases/c%2F1/export/geojson");
  });

  it("gives the PDF its paper, language and scale", () => {
    const href = exportHref({ format: "pdf", url: "/api/share/abc/export/pdf" }, options, true);
    expect(href).toBe("/api/share/abc/export/pdf?paper=a3&lang=en&scale=200");
  });

  it("gives GeoJSON and CSV of a shadow case the hours threshold, and nothing without one", () => {
    expect(exportHref({ format: "csv", url: "/x/csv" }, options, true)).toBe("/x/csv?min_hours=2.5");
    expect(exportHref({ format: "geojson", url: "/x/g" }, { ...options, minHours: " " }, true)).toBe("/x/g");
    expect(exportHref({ format: "geojson", url: "/x/g" }, options, false)).toBe("/x/g");
    expect(exportHref({ format: "png", url: "/x/png" }, options, true)).toBe("/x/png");
  });

  it("appends to a URL that already has a query", () => {
    expect(exportHref({ format: "pdf", url: "/x/pdf?v=1" }, options, false)).toBe(
      "/x/pdf?v=1&paper=a3&lang=en&scale=200",
    );
  });

  it("gives the PDF and DXF of a 天空率 run the marked points, and leaves the server's default for none", () => {
    const marked = ["R1-1", "A2-3"];
    const pdf = new URL(exportHref({ format: "pdf", url: "/x/pdf" }, options, false, marked), "http://h");
    expect(pdf.searchParams.get("points")).toBe("R1-1,A2-3");
    expect(pdf.searchParams.get("paper")).toBe("a3");
    expect(exportHref({ format: "dxf", url: "/x/dxf" }, options, false, marked)).toBe(
      "/x/dxf?points=R1-1%2CA2-3",
    );
    expect(exportHref({ format: "csv", url: "/x/csv" }, options, false, marked)).toBe("/x/csv");
    expect(exportHref({ format: "dxf", url: "/x/dxf" }, options, false, [])).toBe("/x/dxf");
    expect(exportHref({ format: "dxf", url: "/x/dxf" }, options, false, null)).toBe("/x/dxf");
  });

  it("reads the threshold only within 0-24 hours", () => {
    expect(parseMinHours("0")).toBe(0);
    expect(parseMinHours("24")).toBe(24);
    expect(parseMinHours("24.5")).toBeNull();
    expect(parseMinHours("-1")).toBeNull();
    expect(parseMinHours("abc")).toBeNull();
    expect(parseMinHours("")).toBeNull();
  });
});
