// `npm run -s analysis -- shadow-city <file.gml|folder> --out <dir>`: see packages/analysis/README.md. bin.ts
// runs `main` on the process; tests call it in process.
import { resolve } from "node:path";
import { closePools } from "@soracity/engine";
import { SHADOW_CITY_USAGE, parseShadowCityArgs, shadowCityCommand } from "./shadowCityCommand";

const USAGE = `usage: analysis shadow-city <file.gml|folder> --out <dir> [options] (see shadow-city --help)`;

/** Where the CLI writes: the process's streams, or a test's. */
export interface AnalysisCliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

async function shadowCityMain(argv: readonly string[], io: AnalysisCliIo): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    io.stderr.write(`${SHADOW_CITY_USAGE}\n`);
    return 0;
  }
  const { options, out, input } = parseShadowCityArgs([...argv]);
  if (!input || !out) {
    io.stderr.write(`${SHADOW_CITY_USAGE}\n`);
    return 2;
  }
  // npm runs workspace scripts inside the package; INIT_CWD is where the user typed the command.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const { summary } = await shadowCityCommand({ ...options, input: resolve(cwd, input) }, resolve(cwd, out));
  io.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  return 0;
}

/**
 * Runs one command; resolves to the exit status: 0 done, 1 input refused (`error <code>: <message>` on
 * stderr), 2 usage. The engine's worker pools are closed at the end (they would keep a process alive).
 */
export async function main(argv: readonly string[], io: AnalysisCliIo): Promise<number> {
  try {
    if (argv[0] === "shadow-city") return await shadowCityMain(argv.slice(1), io);
    io.stderr.write(`${USAGE}\n`);
    return argv[0] === "--help" || argv[0] === "-h" ? 0 : 2;
  } catch (error) {
    const e = error as Error;
    const code = (error as { code?: unknown }).code;
    // CityModelError, AnalysisInputError and Node's file errors carry a string code.
    io.stderr.write(typeof code === "string" ? `error ${code}: ${e.message}\n` : `error: ${e.message}\n`);
    return 1;
  } finally {
    await closePools();
  }
}
