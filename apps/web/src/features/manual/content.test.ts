import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { flattenKeys } from "../../i18n/keys";
import en from "./content/en.json";
import ja from "./content/ja.json";
import { chapterSchema, IFC_TOOLS, toolGuideSchema } from "./schema";

const publicDir = fileURLToPath(new URL("../../../public/manual/", import.meta.url));
const ifcReader = readFileSync(
  fileURLToPath(new URL("../../../../../packages/citymodel/src/readers/ifc.ts", import.meta.url)),
  "utf8",
);

describe("manual texts", () => {
  it("have the same keys in Japanese and English", () => {
    expect(flattenKeys(ja)).toEqual(flattenKeys(en));
  });

  it("parse as chapters and tool guides", () => {
    for (const resource of [ja, en]) {
      expect(z.array(chapterSchema).parse(resource.chapters).length).toBeGreaterThanOrEqual(10);
      for (const tool of IFC_TOOLS) toolGuideSchema.parse(resource.ifc.tools[tool]);
    }
  });

  it("show a screenshot of every chapter in both languages", () => {
    for (const [language, resource] of [
      ["ja", ja],
      ["en", en],
    ] as const) {
      const missing = resource.chapters
        .map((chapter) => `${language}/${chapter.image}.png`)
        .filter((file) => !existsSync(`${publicDir}${file}`));
      expect(missing).toEqual([]);
    }
  });

  it("name every IFC entity the reader leaves out, and the georeference it really reads", () => {
    const skipped = /const SKIP = new Set\(\[([^\]]+)\]/.exec(ifcReader)?.[1] ?? "";
    const entities = [...skipped.matchAll(/"IFC([A-Z]+)"/g)].map((match) => match[1] ?? "");
    expect(entities).toContain("SITE");
    expect(ifcReader).toContain("IFCMAPCONVERSION");
    for (const resource of [ja, en]) {
      const reads = resource.ifc.reads.join("\n").toUpperCase();
      for (const entity of entities) expect(reads).toContain(`IFC${entity}`);
      for (const read of ["IFCMAPCONVERSION", "IFCBUILDINGSTOREY", "LENGTHUNIT", "EPSG:6669"]) {
        expect(reads).toContain(read);
      }
      // Read in the reader only if it uses them: IfcSite's latitude and longitude are not.
      expect(ifcReader).not.toMatch(/RefLatitude/);
      expect(reads).toContain("REFLATITUDE");
    }
  });
});
