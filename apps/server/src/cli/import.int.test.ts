import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { lockDataDir } from "../lib/data-dir-lock";
import { SAMPLES_DIR } from "../modules/cities/cities.samples";

const SCRIPT = fileURLToPath(new URL("./import.ts", import.meta.url));
const dataDir = mkdtempSync(join(os.tmpdir(), "soracity-import-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the import command as `npm run import` does, on the embedded database in `dataDir`. */
const runImport = (args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", SCRIPT, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", INIT_CWD: SAMPLES_DIR },
    encoding: "utf8",
    timeout: 180_000,
  });

describe("npm run import (command line)", () => {
  it("refuses to touch an embedded database a running server holds, and says what to do", async () => {
    const release = await lockDataDir(dataDir, "SoraCity", () => undefined);
    try {
      const res = runImport(["osaka_51357381_bldg_6697_op.gml", "--city", "27100"]);
      expect(res.status).toBe(1);
      expect(res.stderr).toContain(`SoraCity is already running on ${dataDir}`);
      expect(res.stderr).toContain("Stop the server");
    } finally {
      await release();
    }
  }, 200_000);

  it("prints the usage for a missing --city", () => {
    const res = runImport(["osaka_51357381_bldg_6697_op.gml"]);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("--city <5-digit code> is required.");
    expect(res.stderr).toContain("Usage: npm run import --");
  }, 200_000);
});
