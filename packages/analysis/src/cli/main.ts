// `npm run -s analysis -- shadow-city <file.gml|folder> --out <dir>`: see packages/analysis/README.md.
import { resolve } from "node:path";
import { closePools } from "@soracity/engine";
import { SHADOW_CITY_USAGE, parseShadowCityArgs, shadowCityCommand } from "./shadowCityCommand";

const USAGE = `usage: analysis shadow-city <file.gml|folder> --out <dir> [options] (see shadow-city --help)`;

async function shadowCityMain(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.error(SHADOW_CITY_USAGE);
    return 0;
  }
  const { options, out, input } = parseShadowCityArgs(argv);
  if (!input || !out) {
    console.error(SHADOW_CITY_USAGE);
    return 2;
  }
  // npm runs workspace scripts inside the package; INIT_CWD is where the user typed the command.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const { summary } = await shadowCityCommand({ ...options, input: resolve(cwd, input) }, resolve(cwd, out));
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === "shadow-city") return shadowCityMain(argv.slice(1));
  console.error(USAGE);
  return argv[0] === "--help" || argv[0] === "-h" ? 0 : 2;
}

main(process.argv.slice(2))
  .then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const e = error as Error;
      const code = (error as { code?: unknown }).code;
      // CityModelError, AnalysisInputError and Node's file errors carry a string code.
      console.error(typeof code === "string" ? `error ${code}: ${e.message}` : `error: ${e.message}`);
      process.exitCode = 1;
    },
  )
  // The engine's worker pools keep the process alive: close them.
  .finally(() => closePools());
