// Test helpers of the account deletion: every table of the database and every blob searched for traces.
import type { Dirent } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** A row found holding a searched value: where, and which value. */
export interface Trace {
  table: string;
  needle: string;
  row: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every table of the database (all schemas but the catalogues), read from information_schema. */
export async function allTables(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`);
  return rowsOf<{ schema: string; name: string }>(result).map((t) => `"${t.schema}"."${t.name}"`);
}

/**
 * Rows of any table whose text form (every column, as PostgreSQL prints the row) holds one of the needles,
 * compared case-insensitively (e-mails are stored lower-cased, ids as lower-case hex).
 */
export async function findTraces(db: Database, needles: string[]): Promise<Trace[]> {
  const traces: Trace[] = [];
  for (const table of await allTables(db)) {
    for (const needle of needles) {
      const pattern = `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const result = await db.execute(
        sql`select t::text as row from ${sql.raw(table)} t where lower(t::text) like ${pattern} limit 3`,
      );
      for (const { row } of rowsOf<{ row: string }>(result))
        traces.push({ table, needle, row: row.slice(0, 300) });
    }
  }
  return traces;
}

/** Every file under a folder (the embedded blob store), as paths relative to it. */
export async function allFiles(root: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}
