// Installs dependencies when they are missing, so `npm start` and `npm test` work on a fresh clone.
// Plain Node with no imports beyond the standard library: it runs before anything is installed.
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const lock = "package-lock.json";
const marker = "node_modules/.package-lock.json";
const missing = !existsSync(marker);
const stale = !missing && existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000;
if (missing || stale) {
  console.log(missing ? "Installing dependencies (first run)…" : "package-lock.json changed: installing…");
  execSync(existsSync(lock) ? "npm ci --no-audit --no-fund" : "npm install --no-audit --no-fund", {
    stdio: "inherit",
  });
}
