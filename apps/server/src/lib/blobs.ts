import type { Dirent } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, like } from "drizzle-orm";
import type { Database } from "../db/client";
import { blobChunks } from "../db/schema";

/**
 * Where large values live (analysis layers, later uploaded models and thumbnails), reachable by every server
 * and worker: in PostgreSQL (chunked) when the app runs on PostgreSQL, so a worker on another machine needs only
 * DATABASE_URL; under DATA_DIR in the embedded mode (PGlite cannot hold large values: one 50 MB bytea takes
 * 22 s and 1.4 GB, 100 MB crashes the process). Keys are relative paths such as `results/<case>/<run>/contours`.
 */
export interface BlobStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The value, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes one value (nothing when there is none). */
  remove(key: string): Promise<void>;
  /** Removes every value whose key starts with `prefix` (a folder: end it with `/`). */
  removePrefix(prefix: string): Promise<void>;
  /** The keys of the stored values under a folder `prefix` (ending with `/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /**
   * Removes what writes that died with their process left (a kill -9 during a write): temporary files unchanged
   * for STALE_PARTIAL_MS at `now`, never one this process is writing. Returns how many.
   */
  removeStalePartials(now?: number): Promise<number>;
}

/** A write's temporary file unchanged this long belongs to a dead write (a live one changes as it is written). */
export const STALE_PARTIAL_MS = 10 * 60_000;

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`invalid blob key ${JSON.stringify(key)}`);
  return key;
}

/** Temporary files this process is writing now (by any FileBlobStore): never swept. */
const writing = new Set<string>();
const PARTIAL = ".partial";

/** Files under a root folder; writes go to a temporary name and are renamed, so readers see all or nothing. */
export class FileBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, ...checkKey(key).split("/"));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}${PARTIAL}`;
    writing.add(partial);
    try {
      await writeFile(partial, bytes);
      await rename(partial, file);
    } finally {
      writing.delete(partial);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async removePrefix(prefix: string): Promise<void> {
    const trimmed = prefix.replace(/\/+$/, "");
    await rm(path.join(this.root, ...checkKey(trimmed).split("/")), { recursive: true, force: true });
  }

  /** Files under the folder, without the temporary files of writes in progress (`*.partial`). */
  async list(prefix: string): Promise<string[]> {
    const folder = path.join(this.root, ...checkKey(prefix.replace(/\/+$/, "")).split("/"));
    return (await filesUnder(folder))
      .filter((e) => !e.name.endsWith(PARTIAL))
      .map((e) => path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
      .filter((key) => KEY.test(key))
      .sort();
  }

  async removeStalePartials(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const entry of await filesUnder(this.root)) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.name.endsWith(PARTIAL) || writing.has(file)) continue;
      const changed = await stat(file).then(
        (s) => s.mtimeMs,
        () => null, // gone meanwhile (renamed by its write, or removed by another sweep)
      );
      if (changed === null || now - changed < STALE_PARTIAL_MS) continue;
      await rm(file, { force: true });
      removed++;
    }
    return removed;
  }
}

/** The files under a folder, recursively (none when it does not exist). */
async function filesUnder(folder: string): Promise<Dirent[]> {
  try {
    return (await readdir(folder, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
}

/** Chunk size in PostgreSQL: small enough for a comfortable bytea, large enough for few rows. */
export const BLOB_CHUNK_BYTES = 1024 * 1024;

/** A LIKE pattern for keys starting with `prefix` (its wildcards escaped). */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Values split into 1 MiB bytea chunks of the `blob_chunks` table; a put replaces a value in one transaction. */
export class PostgresBlobStore implements BlobStore {
  constructor(private readonly db: Database) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    checkKey(key);
    await this.db.transaction(async (tx) => {
      await tx.delete(blobChunks).where(eq(blobChunks.key, key));
      const count = Math.max(1, Math.ceil(bytes.byteLength / BLOB_CHUNK_BYTES));
      for (let chunk = 0; chunk < count; chunk++) {
        const part = bytes.subarray(chunk * BLOB_CHUNK_BYTES, (chunk + 1) * BLOB_CHUNK_BYTES);
        await tx.insert(blobChunks).values({ key, chunk, data: Buffer.from(part) });
      }
    });
  }

  async get(key: string): Promise<Buffer | null> {
    checkKey(key);
    const rows = await this.db
      .select({ data: blobChunks.data })
      .from(blobChunks)
      .where(eq(blobChunks.key, key))
      .orderBy(asc(blobChunks.chunk));
    return rows.length === 0 ? null : Buffer.concat(rows.map((r) => r.data));
  }

  async remove(key: string): Promise<void> {
    checkKey(key);
    await this.db.delete(blobChunks).where(eq(blobChunks.key, key));
  }

  async removePrefix(prefix: string): Promise<void> {
    await this.db.delete(blobChunks).where(like(blobChunks.key, likePrefix(prefix)));
  }

  async list(prefix: string): Promise<string[]> {
    checkKey(prefix.replace(/\/+$/, ""));
    const rows = await this.db
      .select({ key: blobChunks.key })
      .from(blobChunks)
      .where(and(eq(blobChunks.chunk, 0), like(blobChunks.key, likePrefix(prefix))))
      .orderBy(asc(blobChunks.key));
    return rows.map((r) => r.key);
  }

  /** A put is one transaction here: a dead write leaves nothing. */
  async removeStalePartials(): Promise<number> {
    return 0;
  }
}

/** The store of a configuration: PostgreSQL chunks with a server database, files under DATA_DIR/files otherwise. */
export function blobStoreFor(db: Database, driver: "pglite" | "postgres", dataDir: string): BlobStore {
  return driver === "postgres" ? new PostgresBlobStore(db) : new FileBlobStore(path.join(dataDir, "files"));
}
