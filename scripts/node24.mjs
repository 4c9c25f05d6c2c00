// `node scripts/node24.mjs <command> [args...]`: runs the command on Node 24 LTS, the project's runtime, whatever
// Node started this script (the README's commands also work where only an older Node is installed). On another
// major version it installs the official Node 24 binary from the npm registry's `node` package (node@24) into a
// cache folder once, and runs the command with that binary first on PATH. Plain Node, no imports beyond the
// standard library: it runs before anything is installed.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join } from "node:path";

const MAJOR = 24;

/** The path of a Node `MAJOR` binary: this one, or the cached one (installed on first use). */
function node24() {
  if (Number(process.versions.node.split(".")[0]) === MAJOR) return process.execPath;
  const cache = process.env.SORACITY_NODE_CACHE ?? join(homedir(), ".cache", "soracity", `node${MAJOR}`);
  const bin = join(cache, "node_modules", "node", "bin", "node");
  if (!existsSync(bin)) {
    console.error(`Node ${process.versions.node} here; installing Node ${MAJOR} LTS into ${cache} (once)…`);
    try {
      install(cache);
    } catch (err) {
      // Offline, say: the code still runs on Node 20.19 or newer, only not on the runtime the project ships on.
      console.error(
        `Could not install Node ${MAJOR} (${err.message}); running on Node ${process.versions.node}.`,
      );
      return process.execPath;
    }
  }
  const version = execFileSync(bin, ["-v"], { encoding: "utf8" }).trim();
  if (!version.startsWith(`v${MAJOR}.`)) throw new Error(`${bin} is ${version}, not Node ${MAJOR}`);
  return bin;
}

function install(cache) {
  execFileSync(
    "npm",
    [
      "install",
      "--prefix",
      cache,
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      `node@${MAJOR}`,
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.log(node24());
} else {
  const bin = node24();
  const env = { ...process.env, PATH: `${dirname(bin)}${delimiter}${process.env.PATH ?? ""}` };
  const child = spawn(command === "node" ? bin : command, args, { stdio: "inherit", env });
  // Ctrl+C reaches the whole process group already; a signal sent to this process alone is passed on.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
}
