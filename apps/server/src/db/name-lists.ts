import { type AnyColumn, asc, desc, type SQL, sql } from "drizzle-orm";

/** A name to search or sort by: a column, or an expression such as a person's joined name. */
type Name = AnyColumn | SQL;

/**
 * The rules every list that is searched and sorted by name follows (the web no longer filters or sorts).
 * Search: a case-insensitive substring after NFKC on both sides, so full-width `ＡＢＣ` finds `abc`, and `%`
 * or `_` typed by the user match themselves. Name order: case-insensitive, then exact, then the caller's
 * tie-breaker; collation "C" so PGlite and PostgreSQL order alike whatever the database's default.
 */
export const likePattern = (q: string) => `%${q.normalize("NFKC").replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether `column` contains the search `q` (see above). */
export const nameMatches = (column: Name, q: string): SQL =>
  sql`normalize(${column}, NFKC) ilike ${likePattern(q)}`;

/** The order by `column` as a name, ascending or descending (see above). */
export const nameOrder = (column: Name, order: "asc" | "desc"): SQL[] => {
  const by = order === "asc" ? asc : desc;
  return [by(sql`lower(${column}) collate "C"`), by(sql`${column} collate "C"`)];
};

/** The name order in code, for lists ordered outside SQL (the group tree's siblings): as `nameOrder` asc. */
export function compareNames(a: string, b: string): number {
  const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()];
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}
