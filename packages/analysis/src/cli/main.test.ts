import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "./main";

const dir = mkdtempSync(join(tmpdir(), "an-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI's `main` in process: what it printed and its exit status. */
async function run(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const status = await main(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { status, stdout, stderr };
}

describe("analysis CLI", () => {
  it("answers usage with status 2, help with 0, on stderr only", async () => {
    expect(await run("frobnicate")).toMatchObject({ status: 2, stdout: "" });
    const noOut = await run("shadow-city", "tile.gml");
    expect(noOut.status).toBe(2);
    expect(noOut.stderr).toContain("--out");
    expect((await run("shadow-city", "--help")).status).toBe(0);
  });
  it("reports a refused file with its code and status 1, nothing on stdout", async () => {
    const bad = join(dir, "bad.gml");
    writeFileSync(bad, "<core:CityModel><unclosed></core:CityModel>");
    const r = await run("shadow-city", bad, "--out", join(dir, "out"));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("error malformed_xml");
    expect(r.stdout).toBe("");
  });
});
