import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../test/use-test-app";
import { BLOB_CHUNK_BYTES, type BlobStore, FileBlobStore, PostgresBlobStore } from "./blobs";

const database = useTestDatabase();
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "soracity-blobs-"));
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
});

const stores: [string, () => BlobStore][] = [
  ["files", () => new FileBlobStore(root)],
  ["database chunks", () => new PostgresBlobStore(database.db)],
];

describe.each(stores)("blob store (%s)", (_name, make) => {
  it("puts, gets, replaces and removes values; lists keys under a folder, sorted", async () => {
    const blobs = make();
    const big = Buffer.alloc(BLOB_CHUNK_BYTES * 2 + 7, 3); // three chunks in the database
    await blobs.put("projects/p1/models/b.ifc", big);
    await blobs.put("projects/p1/models/a.zip", Buffer.from("a"));
    await blobs.put("projects/p1/thumbnail-1.webp", Buffer.from("t"));
    await blobs.put("projects/p2/models/c.gml", Buffer.from("c"));
    await blobs.put("projects_x/d", Buffer.from("d")); // a sibling with the same leading letters

    expect(Buffer.compare((await blobs.get("projects/p1/models/b.ifc")) ?? Buffer.alloc(0), big)).toBe(0);
    expect(await blobs.list("projects/")).toEqual([
      "projects/p1/models/a.zip",
      "projects/p1/models/b.ifc",
      "projects/p1/thumbnail-1.webp",
      "projects/p2/models/c.gml",
    ]);
    expect(await blobs.list("projects/p1/models/")).toEqual([
      "projects/p1/models/a.zip",
      "projects/p1/models/b.ifc",
    ]);
    expect(await blobs.list("nothing/here/")).toEqual([]);

    await blobs.put("projects/p1/models/a.zip", Buffer.from("shorter")); // replaced, not appended
    expect((await blobs.get("projects/p1/models/a.zip"))?.toString()).toBe("shorter");

    await blobs.remove("projects/p1/models/b.ifc");
    await blobs.remove("projects/p1/models/never.ifc"); // no error for a missing value
    expect(await blobs.get("projects/p1/models/b.ifc")).toBeNull();
    await blobs.removePrefix("projects/p1/");
    expect(await blobs.list("projects/")).toEqual(["projects/p2/models/c.gml"]);
    expect((await blobs.get("projects_x/d"))?.toString()).toBe("d");
    await blobs.removePrefix("projects/");
    await blobs.removePrefix("projects_x/");
    expect(await blobs.list("projects/")).toEqual([]);
  });

  it("refuses keys that could leave the store", async () => {
    const blobs = make();
    for (const key of ["../etc/passwd", "/abs", "a/../../b", "a//b", "a b"]) {
      await expect(blobs.put(key, Buffer.from("x")), key).rejects.toThrow(/invalid blob key/);
    }
    await expect(blobs.list("../")).rejects.toThrow(/invalid blob key/);
  });
});

describe("file blob store", () => {
  it("lists no temporary file of a write in progress", async () => {
    const blobs = new FileBlobStore(root);
    await blobs.put("tmp/done.bin", Buffer.from("x"));
    writeFileSync(path.join(root, "tmp", "half.bin.123.partial"), "x");
    expect(await blobs.list("tmp/")).toEqual(["tmp/done.bin"]);
    await blobs.removePrefix("tmp/");
  });
});
