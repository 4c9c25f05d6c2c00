import { fileURLToPath } from "node:url";
import { join } from "node:path";

/** Absolute path of a file under packages/citymodel/samples (tests and benchmarks only). */
export const samplePath = (...parts: string[]): string =>
  join(fileURLToPath(new URL("../../samples", import.meta.url)), ...parts);

/** Absolute path under packages/citymodel/test/fixtures. */
export const fixturePath = (...parts: string[]): string =>
  join(fileURLToPath(new URL("../../test/fixtures", import.meta.url)), ...parts);
