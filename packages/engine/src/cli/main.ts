// Command line: `npm run -s engine -- <command> <scene.json>` reads a scene (file path or `-` for stdin)
// and prints the result as JSON. Each command lives in its own module beside this file; bin.ts runs `main`
// on the process, tests call it in process.
import { readFileSync } from "node:fs";
import { commands } from "./commands";

/** Where the CLI reads and writes: the process's streams, or a test's. */
export interface EngineCliIo {
  /** Standard input as text (read only for the scene `-`). */
  readStdin: () => string;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** The process's own streams. */
export const processIo = (): EngineCliIo => ({
  readStdin: () => readFileSync(0, "utf8"),
  stdout: process.stdout,
  stderr: process.stderr,
});

/**
 * Runs one command; resolves to the exit status: 0 done, 1 input refused (a JSON `{ error: { code, message } }`
 * line on stderr), 2 usage or unreadable scene.
 */
export async function main(argv: readonly string[], io: EngineCliIo): Promise<number> {
  const [name, file] = argv;
  const command = name ? commands[name] : undefined;
  if (!command || !file) {
    io.stderr.write(`usage: npm run -s engine -- <${Object.keys(commands).join("|")}> <scene.json | ->\n`);
    return 2;
  }
  let scene: unknown;
  try {
    scene = JSON.parse(file === "-" ? io.readStdin() : readFileSync(file, "utf8"));
  } catch (error) {
    io.stderr.write(`cannot read scene ${file}: ${(error as Error).message}\n`);
    return 2;
  }
  try {
    const result = await command(scene);
    io.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = (error as Error).message;
    io.stderr.write(`${JSON.stringify({ error: { code: code ?? "engine_error", message } })}\n`);
    return 1;
  }
}
