import type { ListSortField, SortDirection } from "@soracity/contracts";

/**
 * What a list page asks the server for: search, order and window. The server searches, sorts and pages
 * (the rules of apps/server/src/db/name-lists.ts); the web shows what it answers as it is.
 */
export interface ListParams<S extends string = ListSortField> {
  q: string;
  sort: S;
  order: SortDirection;
  page: number;
  page_size: number;
}

/** A query string of the values given (empty strings and undefined left out). */
export const queryString = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) =>
      value === undefined || value === "" ? [] : [[key, String(value)]],
    ),
  ).toString();
