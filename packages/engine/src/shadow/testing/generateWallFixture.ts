// Writes test/fixtures/shadow/walls-exact.json: the wall cases of wallCases.ts with the brute-force
// expected hours of every sample. Run once (takes a few minutes):
//   npx tsx packages/engine/src/shadow/testing/generateWallFixture.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { referenceHours, WALL_CASES } from "./wallCases";

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
const out = fileURLToPath(new URL("../../../test/fixtures/shadow/walls-exact.json", import.meta.url));
const cases = WALL_CASES.map((wallCase) => {
  const started = Date.now();
  const expected = referenceHours(wallCase).map((s) => ({
    x: round(s.x, 3),
    y: round(s.y, 3),
    z: round(s.z, 3),
    sunlitHours: round(s.sunlitHours, 5),
    sunlitPerInterval: s.sunlitPerInterval.map((h) => round(h, 5)),
  }));
  console.error(`${wallCase.name}: ${expected.length} samples in ${(Date.now() - started) / 1000} s`);
  return { name: wallCase.name, description: wallCase.description, expected };
});
const fixture = {
  about:
    "Expected wall sun (壁面日影) of the scenes in packages/engine/src/shadow/testing/wallCases.ts (regulation sun, Tokyo 35.6833 N, declination -23.45, true solar time 08:00-16:00, output every hour, samples at 2 m as the shadow command places them). Computed by the brute-force reference testing/wallReference.ts, which shares no code with the engine's shading: every 1-second slice (state at its middle), the sun vector from its formula, the sample sunlit when n . S > 0 and the ray from the sample towards the sun meets no prism (its vertical stretch cut at every footprint-edge crossing, piece midpoints tested inside the footprint). Hours rounded to 1e-5; x, y, z as in the shadow command's output (rounded to mm). Regenerate: npx tsx packages/engine/src/shadow/testing/generateWallFixture.ts",
  cases,
};
writeFileSync(out, `${JSON.stringify(fixture)}\n`);
console.error(`wrote ${out}`);
