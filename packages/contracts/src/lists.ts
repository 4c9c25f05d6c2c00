import { z } from "zod";
import { pageQuerySchema } from "./news";
import { text } from "./text";

/** Page size of the dashboard lists (workspaces, projects, cases, groups) when the caller gives none. */
export const LIST_PAGE_SIZE = 20;
/** Largest page a dashboard list returns: bigger requests are refused with 400, not clipped silently. */
export const LIST_PAGE_SIZE_MAX = 100;

export const LIST_SORT_FIELDS = ["name", "created_at", "updated_at"] as const;
export type ListSortField = (typeof LIST_SORT_FIELDS)[number];

/**
 * The one query of every dashboard list: `q` searches the name (case-insensitive substring), `sort` and
 * `order` pick the order, `page` (from 1) and `page_size` the window (the same paging as news and admin).
 * Unknown sort fields or directions and sizes out of range are 400 with a stable i18n code.
 */
export const pagedListQuerySchema = pageQuerySchema(LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX).extend({
  q: text({ error: "common.search_invalid" }).trim().max(100, "common.search_invalid").optional(),
  sort: z.enum(LIST_SORT_FIELDS, { error: "common.sort_invalid" }).default("updated_at"),
  order: z.enum(["asc", "desc"], { error: "common.sort_invalid" }).default("desc"),
});
export type PagedListQuery = z.input<typeof pagedListQuerySchema>;
export type PagedListRequest = z.output<typeof pagedListQuerySchema>;

/** The answer of a paged list (`pageSchema(item)`): the page's items, the matches in all, and the window. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}
