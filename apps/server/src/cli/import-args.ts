import path from "node:path";
import { parseArgs } from "node:util";

export const IMPORT_USAGE = `Usage: npm run import -- <PLATEAU udx folder | .gml files ...> --city <code> [--year <survey year>]

  Imports PLATEAU CityGML buildings into the city <code> (5 digits, e.g. 13100 Tokyo 23 wards, 27100 Osaka;
  GET /api/cities lists them). Each file replaces its mesh's buildings (re-importing is safe).
  --year sets the survey year shown in the city's attribution line.
  With the embedded database, stop the server first (it holds DATA_DIR).`;

export interface ImportArgs {
  paths: string[];
  cityCode: string;
  dataYear?: number;
}

/** Parses the import command line; relative paths resolve against `base` (where the user typed npm run). */
export function parseImportArgs(argv: string[], base: string): ImportArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { city: { type: "string" }, year: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) throw new UsageError("");
  if (positionals.length === 0) throw new UsageError("Give at least one folder or .gml file.");
  if (!values.city || !/^\d{5}$/.test(values.city))
    throw new UsageError("--city <5-digit code> is required.");
  let dataYear: number | undefined;
  if (values.year !== undefined) {
    dataYear = Number(values.year);
    if (!Number.isInteger(dataYear) || dataYear < 2000 || dataYear > 2100)
      throw new UsageError("--year must be a year such as 2024.");
  }
  return { paths: positionals.map((p) => path.resolve(base, p)), cityCode: values.city, dataYear };
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
