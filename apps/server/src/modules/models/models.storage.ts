import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Uploaded files under DATA_DIR/files. Writes go to a temporary name and are renamed into place, so a reader
 * never sees half a file. With several API processes (PostgreSQL), DATA_DIR must be a shared path.
 */
export class ModelFileStore {
  constructor(private readonly root: string) {}

  private resolve(relative: string): string {
    const full = path.resolve(this.root, relative);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error("path outside the file store");
    return full;
  }

  async write(relative: string, bytes: Uint8Array): Promise<void> {
    const full = this.resolve(relative);
    await mkdir(path.dirname(full), { recursive: true });
    const partial = `${full}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, full);
  }

  read(relative: string): ReadStream {
    return createReadStream(this.resolve(relative));
  }

  async remove(relative: string): Promise<void> {
    await rm(this.resolve(relative), { force: true });
  }

  /**
   * Removes the folders of projects that no longer exist (a project's deletion cascades to its model rows in
   * the database, not to its files). Returns the ids removed.
   */
  async sweepProjects(exists: (ids: string[]) => Promise<Set<string>>): Promise<string[]> {
    const dir = path.join(this.root, "projects");
    let ids: string[];
    try {
      ids = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
    } catch {
      return [];
    }
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const candidates = ids.filter((id) => uuid.test(id));
    if (candidates.length === 0) return [];
    const alive = await exists(candidates);
    const gone = candidates.filter((id) => !alive.has(id));
    for (const id of gone) await rm(path.join(dir, id), { recursive: true, force: true });
    return gone;
  }
}
