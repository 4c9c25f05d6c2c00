// Command line: `npm run -s engine -- <command> <scene.json>` reads a scene (file path or `-` for stdin)
// and prints the result as JSON. Each command lives in its own module beside this file.
import { readFileSync } from "node:fs";
import { commands } from "./commands";

function usage(): never {
  console.error(`usage: npm run -s engine -- <${Object.keys(commands).join("|")}> <scene.json | ->`);
  process.exit(2);
}

async function main(): Promise<void> {
  const [name, file] = process.argv.slice(2);
  if (!name || !file) usage();
  const command = commands[name];
  if (!command) usage();
  let scene: unknown;
  try {
    scene = JSON.parse(readFileSync(file === "-" ? 0 : file, "utf8"));
  } catch (error) {
    console.error(`cannot read scene ${file}: ${(error as Error).message}`);
    process.exit(2);
  }
  const result = await command(scene);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  console.error(
    JSON.stringify({ error: { code: code ?? "engine_error", message: (error as Error).message } }),
  );
  process.exit(1);
});
