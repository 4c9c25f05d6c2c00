import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ANALYSIS_SERVICES, SERVICE_TYPES, resultLayerSpec, serviceTypeSchema } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { cityQueryBbox, runAnalysis } from "./index";
import { catalogue, goldenFiles, goldenPath, modelBuildings, readInput } from "./testing/golden";

// Golden outputs of the pipeline (issue 23): each test/in/<service>-<name>.json (site, parameters, buildings)
// runs as the worker runs it (the catalogue buildings its query bbox meets, then runAnalysis) and must give
// test/out/<service>-<name>/ exactly: summary, points, layers (vector layers as GeoJSON, grids and PNGs as
// digests; a PNG of each to look at). REGEN=1 writes them after an intended change
// (`REGEN=1 npx vitest run --project unit packages/analysis/src/golden.test.ts`); the diff is then reviewed
// like code. Without REGEN a missing fixture is a failure, never written.
const inputs = readdirSync(goldenPath("in")).filter((f) => f.endsWith(".json"));

describe("golden pipeline outputs", () => {
  it("has at least two fixtures per service, one on the bundled sample city", () => {
    for (const service of SERVICE_TYPES) {
      const mine = inputs.filter((f) => f.startsWith(`${service}-`));
      expect(mine.length, service).toBeGreaterThanOrEqual(2);
      expect(
        mine.some((f) => readInput(f).buildings.city_sample),
        service,
      ).toBe(true);
    }
  });

  for (const file of inputs) {
    const name = file.replace(/\.json$/, "");
    it(name, async () => {
      const input = readInput(file);
      const service = serviceTypeSchema.parse(name.split("-")[0]);
      const query = cityQueryBbox(service, input.site, input.parameters);
      const cityBuildings = await catalogue(input, query);
      const output = await runAnalysis({
        service,
        site: input.site,
        parameters: input.parameters,
        cityBuildings,
        modelBuildings: modelBuildings(input),
      });
      // The output is what the contracts' registry says the service writes.
      const spec = ANALYSIS_SERVICES[service];
      expect(spec.summary.safeParse(output.summary).success).toBe(true);
      for (const point of output.points) expect(spec.points.schema.safeParse(point).success).toBe(true);
      for (const layer of output.layers) {
        const declared = resultLayerSpec(service, layer.name);
        expect(declared?.media_type, layer.name).toBe(layer.media_type);
        expect(declared?.meta.safeParse(layer.meta).error, layer.name).toBeUndefined();
      }
      const files = goldenFiles(output, { query_bbox: query, city_buildings: cityBuildings.length });
      const dir = goldenPath("out", name);
      if (process.env.REGEN === "1") {
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
        for (const f of files) writeFileSync(join(dir, f.name), f.data);
      }
      for (const f of files.filter((g) => !g.lookOnly)) {
        const path = join(dir, f.name);
        // A missing fixture fails: writing it here would make the test pass on whatever the code produces.
        if (!existsSync(path))
          throw new Error(`golden fixture ${path} is missing: run with REGEN=1 and review it`);
        expect(f.data, path).toBe(readFileSync(path, "utf8"));
      }
      // No file of an earlier output left over (a layer the pipeline no longer writes).
      expect(readdirSync(dir).sort()).toEqual(files.map((f) => f.name).sort());
    });
  }
});
