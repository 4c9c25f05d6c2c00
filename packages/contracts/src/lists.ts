import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./news";
import { text } from "./text";

/** Page size of the dashboard lists (workspaces, projects, cases, groups) when the caller gives none. */
export const LIST_PAGE_SIZE = 20;
/** Largest page a dashboard list returns: bigger requests are refused with 400, not clipped silently. */
export const LIST_PAGE_SIZE_MAX = 100;

export const LIST_SORT_FIELDS = ["name", "created_at", "updated_at"] as const;
export type ListSortField = (typeof LIST_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const search = text({ error: "common.search_invalid" }).trim().max(100, "common.search_invalid").optional();
const direction = z.enum(SORT_DIRECTIONS, { error: "common.sort_invalid" });
const pageFields = pageQuerySchema(LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX).shape;

/**
 * The one query of every dashboard list: `q` searches the name (case-insensitive substring), `sort` and
 * `order` pick the order, `page` (from 1) and `page_size` the window (the same paging as news and admin).
 * Unknown sort fields or directions and sizes out of range are 400 with a stable i18n code.
 */
export const pagedListQuerySchema = pageQuerySchema(LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX).extend({
  q: search,
  sort: z.enum(LIST_SORT_FIELDS, { error: "common.sort_invalid" }).default("updated_at"),
  order: direction.default("desc"),
});
export type PagedListQuery = z.input<typeof pagedListQuerySchema>;
export type PagedListRequest = z.output<typeof pagedListQuerySchema>;

/**
 * The query a list route parses: the fields of `pagedListQuerySchema`, sorted by one of `fields` (`initial`
 * in `initialOrder` when none is named), with `page` and `page_size` left out unless named. Naming either asks for a page
 * (answered as a `ListPage`); naming neither keeps the answer these routes gave before paging: the plain
 * array of every match in the same order (the `/api/notification` answer of PRODUCT.md §7 is such a list).
 */
export function listQuerySchemaOf<const F extends readonly [string, ...string[]]>(
  fields: F,
  initial: F[number],
  initialOrder: SortDirection = "desc",
) {
  return z.object({
    q: search,
    sort: z.enum(fields, { error: "common.sort_invalid" }).default(initial),
    order: direction.default(initialOrder),
    page: pageFields.page.unwrap().optional(),
    page_size: pageFields.page_size.unwrap().optional(),
  });
}

/** The query of the workspace and project lists (name, created_at, updated_at; latest change first). */
export const listQuerySchema = listQuerySchemaOf(LIST_SORT_FIELDS, "updated_at");
export type ListQuery = z.input<typeof listQuerySchema>;

/** A page asked for: `page` from 1 and its size. */
export interface PageRequest {
  page: number;
  page_size: number;
}

/** The page a parsed list query asks for, or null when it names neither page field (the whole list). */
export function pageRequestOf(query: { page?: number | undefined; page_size?: number | undefined }) {
  if (query.page === undefined && query.page_size === undefined) return null;
  return { page: query.page ?? 1, page_size: query.page_size ?? LIST_PAGE_SIZE } satisfies PageRequest;
}

/** The answer of a paged list (`pageSchema(item)`): the page's items, the matches in all, and the window. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** A list route's answer: a `ListPage` when the query asked for a page, else the plain array. */
export const listAnswerSchema = <T extends z.ZodType>(item: T) => z.union([z.array(item), pageSchema(item)]);
