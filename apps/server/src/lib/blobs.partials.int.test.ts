import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { ProjectModelsRepository } from "../modules/models/models.repository";
import { ProjectBlobSweeper } from "../modules/models/models.sweep";
import { ProjectsRepository } from "../modules/projects/projects.repository";
import { useTestDatabase } from "../test/use-test-app";
import { FileBlobStore, STALE_PARTIAL_MS } from "./blobs";

// Issue 22, F13: the embedded blob store writes files; a kill -9 during a write left its `*.partial` for ever.
const database = useTestDatabase();
const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const newRoot = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "soracity-partials-"));
  roots.push(root);
  return root;
};
const partialsUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".partial"));

describe("temporary files of blob writes that died (embedded blob store)", () => {
  it("the blob sweep removes the one a process killed during a write left, once old enough", async () => {
    const root = newRoot();
    const key =
      "projects/0195f1b2-0000-7000-8000-000000000001/models/0195f1b2-0000-7000-8000-000000000002.ifc";
    const fixture = path.join("src", "lib", "blobs.fixture.ts");
    const died = await promisify(execFile)(process.execPath, ["--import", "tsx", fixture, root, key], {
      cwd: serverDir,
    }).then(
      (out) => ({ signal: null, stdout: out.stdout }),
      (err: { signal?: string; stdout?: string }) => ({
        signal: err.signal ?? null,
        stdout: err.stdout ?? "",
      }),
    );
    expect(died).toEqual({ signal: "SIGKILL", stdout: "" });
    const folder = path.join(root, "projects");
    expect(partialsUnder(folder)).toHaveLength(1);

    const blobs = new FileBlobStore(root);
    expect(await blobs.list("projects/")).toEqual([]);
    const sweeper = new ProjectBlobSweeper(
      blobs,
      new ProjectModelsRepository(database.db),
      new ProjectsRepository(database.db),
    );
    // Just written: it could be a write in progress of another process, so it stays.
    expect((await sweeper.sweep()).partials).toBe(0);
    expect(partialsUnder(folder)).toHaveLength(1);
    // Unchanged for STALE_PARTIAL_MS: a dead write's, removed.
    expect((await sweeper.sweep(Date.now() + STALE_PARTIAL_MS + 1000)).partials).toBe(1);
    expect(partialsUnder(folder)).toEqual([]);
  }, 60_000);

  it("never removes the temporary file of a write this process is making", async () => {
    const root = newRoot();
    const blobs = new FileBlobStore(root);
    const big = Buffer.alloc(256 * 1024 * 1024, 5);
    const writing = blobs.put("results/c/r/heat", big);
    const partial = path.join(root, "results", "c", "r", `heat.${process.pid}.partial`);
    while (!existsSync(partial)) await new Promise((resolve) => setImmediate(resolve));
    // Even when it looks as old as a dead write's.
    const removed = await blobs.removeStalePartials(Date.now() + 10 * STALE_PARTIAL_MS);
    await writing;
    expect(removed).toBe(0);
    expect(Buffer.compare((await blobs.get("results/c/r/heat")) ?? Buffer.alloc(0), big)).toBe(0);
  }, 60_000);
});
