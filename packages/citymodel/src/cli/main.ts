// `npm run -s citymodel -- info <file>` / `geojson <file>`: see packages/citymodel/README.md. (`shadow-city`
// moved to packages/analysis: `npm run -s analysis -- shadow-city`.) bin.ts runs `main` on the process; tests
// call it in process.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { plateauCodelistDirs } from "../citygml/codelist";
import { fileKind, readBuildingsFromFile } from "../readers/any";
import type { ReadFileOptions } from "../readers/any";
import type { HeightStandard } from "../readers/placement";
import { buildingToFeature } from "../geojson-out";
import { SummaryBuilder } from "../summary";

const USAGE = `usage: citymodel <info|geojson> <file> [options]
  file: .gml (PLATEAU CityGML), .ifc, .zip (shapefile), .geojson/.json, .glb/.gltf
  --lon, --lat          anchor of IFC / glTF models (default: Tokyo Station 139.7671, 35.6812)
  --rotation <deg>      model north clockwise from true north (default 0)
  --elevation <m>       (default 0)   --ground <m>  ground height at the anchor (default 0)
  --height-standard     absolute | clampToGround | relativeToGround (default absolute)
  --height-attr <name>  footprint height property (default height)
  --storeys-attr <name> storeys property for the storeys x 3 m fallback (default storeys)
  --codelists <dir>     CityGML code list folder    --city <code>  city code fallback`;

/** shadow-city runs through the analysis pipeline now (packages/analysis). */
const SHADOW_CITY_MOVED = `shadow-city moved to the analysis package:
  npm run -s analysis -- shadow-city <file.gml|folder> --out <dir> [options]`;

/** Where the CLI writes: the process's streams, or a test's. `stdout` may ask to wait for "drain". */
export interface CityModelCliIo {
  stdout: { write(text: string): boolean; once(event: "drain", listener: () => void): unknown };
  stderr: { write(text: string): unknown };
}

/**
 * Runs one command; resolves to the exit status: 0 done, 1 file refused (`error <code>: <message>` on stderr,
 * nothing on stdout), 2 usage.
 */
export async function main(argv: readonly string[], io: CityModelCliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    const e = error as Error;
    const code = (error as { code?: unknown }).code;
    // CityModelError and Node's file errors carry a string code.
    io.stderr.write(typeof code === "string" ? `error ${code}: ${e.message}\n` : `error: ${e.message}\n`);
    return 1;
  }
}

async function run(argv: readonly string[], io: CityModelCliIo): Promise<number> {
  if (argv[0] === "shadow-city") {
    io.stderr.write(`${SHADOW_CITY_MOVED}\n`);
    return 2;
  }
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      lon: { type: "string" },
      lat: { type: "string" },
      rotation: { type: "string" },
      elevation: { type: "string" },
      ground: { type: "string" },
      "height-standard": { type: "string" },
      "height-attr": { type: "string" },
      "storeys-attr": { type: "string" },
      codelists: { type: "string" },
      city: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, given] = positionals;
  // npm runs workspace scripts inside the package; INIT_CWD is where the user typed the command.
  const file = given ? resolve(process.env.INIT_CWD ?? process.cwd(), given) : undefined;
  if (values.help || !file || (command !== "info" && command !== "geojson")) {
    io.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const kind = fileKind(file);
  if ((kind === "ifc" || kind === "gltf") && (values.lon === undefined || values.lat === undefined)) {
    io.stderr.write(
      "note: no --lon/--lat given; the model is anchored at Tokyo Station (139.7671, 35.6812)\n",
    );
  }
  const options: ReadFileOptions = {
    placement: {
      lon: Number(values.lon ?? 139.7671),
      lat: Number(values.lat ?? 35.6812),
      rotation: Number(values.rotation ?? 0),
      elevation: Number(values.elevation ?? 0),
      groundElevation: Number(values.ground ?? 0),
      heightStandard: (values["height-standard"] ?? "absolute") as HeightStandard,
    },
    ...(values["height-attr"] ? { heightAttribute: values["height-attr"] } : {}),
    ...(values["storeys-attr"] ? { storeysAttribute: values["storeys-attr"] } : {}),
    // The operator's own files: their PLATEAU tree's code lists (or --codelists) before the bundled ones.
    trustedCodelistDirs: values.codelists ? [values.codelists] : plateauCodelistDirs(file),
    ...(values.city ? { cityCode: values.city } : {}),
  };
  if (command === "info") {
    const summary = new SummaryBuilder();
    for await (const b of readBuildingsFromFile(file, options)) summary.add(b);
    io.stdout.write(`${JSON.stringify(summary.result(), null, 2)}\n`);
    return 0;
  }
  // Stream features out one by one: a 200 MB CityGML file never sits in memory.
  // The header goes out with the first building, so a file rejected up front prints nothing on stdout.
  let first = true;
  for await (const b of readBuildingsFromFile(file, options)) {
    const head = first ? '{"type":"FeatureCollection","features":[\n' : ",\n";
    const ok = io.stdout.write(`${head}${JSON.stringify(buildingToFeature(b))}`);
    first = false;
    if (!ok) await new Promise<void>((resolve) => io.stdout.once("drain", resolve));
  }
  io.stdout.write(first ? '{"type":"FeatureCollection","features":[]}\n' : "\n]}\n");
  return 0;
}
