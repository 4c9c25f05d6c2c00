import { and, type AnyColumn, asc, desc, eq, getTableColumns, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { onFirstUse } from "../../db/prepared";
import {
  type CaseRow,
  caseShares,
  cases,
  groups,
  projects,
  workspaceShares,
  workspaces,
} from "../../db/schema";
import { callerShare, id, workspaceFacts, workspaceGroup } from "../access/access.query";
import type { WorkspaceFacts } from "../access/access.roles";
import { likePattern, nameOrder } from "../../db/name-lists";

export interface CaseListOptions {
  service_type?: string | undefined;
  q?: string | undefined;
  sort: "name" | "created_at" | "updated_at";
  order: "asc" | "desc";
  /** A window of the matches (all of them when undefined). */
  limit?: number | undefined;
  offset?: number | undefined;
}

/** A project's cases as read with the caller's access facts (see `caseListReader`). */
export interface CaseListRead {
  facts: WorkspaceFacts;
  rows: CaseRow[];
  /** The matches in all (not only the window's). */
  total: number;
  /** The sealed share tokens of the listed cases that are shared. */
  shares: { caseId: string; tokenSealed: string }[];
}

const serviceType = sql.placeholder("serviceType");
const pattern = sql.placeholder("pattern");
const field = { name: "name", created_at: "createdAt", updated_at: "updatedAt" } as const;
/** An unset filter is a null parameter, so one prepared statement serves every filter. */
const matches = and(
  eq(cases.projectId, projects.id),
  or(isNull(sql`${serviceType}::text`), eq(cases.serviceType, sql`${serviceType}::text`)),
  or(isNull(sql`${pattern}::text`), sql`normalize(${cases.name}, NFKC) ilike ${pattern}::text`),
);

/** The list's order on the cases table or on its window (by name: the rule of db/name-lists.ts). */
function orderOf(table: Record<"id" | "name" | "createdAt" | "updatedAt", AnyColumn>, key: string) {
  const [sort, order] = key.split(":") as [CaseListOptions["sort"], CaseListOptions["order"]];
  const by = order === "asc" ? asc : desc;
  const first = sort === "name" ? nameOrder(table.name, order) : [by(table[field[sort]])];
  return [...first, asc(table.id)];
}

/**
 * The case list in one round trip, the access check included (the list is read on every project page and
 * polled while analyses run): the project with the caller's access facts, the window of matching cases
 * (a lateral join, so a project without cases still gives its one row), the count of all matches and the
 * share rows, as one prepared statement per order.
 */
export function caseListReader(db: Database) {
  const prepared = onFirstUse((key) => {
    const window = db
      .select()
      .from(cases)
      .where(matches)
      .orderBy(...orderOf(cases, key))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .as("listed");
    const listed = Object.fromEntries(
      Object.keys(getTableColumns(cases)).map((name) => [name, window[name as keyof typeof cases._.columns]]),
    ) as unknown as typeof cases._.columns;
    return db
      .select({
        ...workspaceFacts,
        listed,
        total: sql<number>`(select count(*)::int from ${cases} where ${matches})`,
        tokenSealed: caseShares.tokenSealed,
      })
      .from(projects)
      .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
      .leftJoin(workspaceShares, callerShare)
      .leftJoin(groups, workspaceGroup)
      .leftJoinLateral(window, sql`true`)
      .leftJoin(caseShares, eq(caseShares.caseId, window.id))
      .where(eq(projects.id, id))
      .orderBy(...orderOf(window, key))
      .prepare(`case_list_${key.replace(":", "_")}`);
  });

  return async (projectId: string, caller: string, options: CaseListOptions) => {
    const found = await prepared(`${options.sort}:${options.order}`).execute({
      id: projectId,
      userId: caller,
      serviceType: options.service_type ?? null,
      pattern: options.q ? likePattern(options.q) : null,
      limit: options.limit ?? null,
      offset: options.offset ?? 0,
    });
    const [first] = found;
    if (!first) return undefined;
    const { workspace, share, groupOwnerId, memberRoles } = first;
    const read: CaseListRead = {
      facts: { workspace, share, groupOwnerId, memberRoles },
      rows: [],
      total: first.total,
      shares: [],
    };
    for (const row of found) {
      if (!row.listed) continue;
      read.rows.push(row.listed);
      if (row.tokenSealed) read.shares.push({ caseId: row.listed.id, tokenSealed: row.tokenSealed });
    }
    return read;
  };
}
