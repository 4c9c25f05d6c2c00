import type { ListPage, PageRequest } from "@soracity/contracts";

export type { PageRequest };

/** The rows of a page: where they start and how many. */
export const windowOf = ({ page, page_size }: PageRequest) => ({
  offset: (page - 1) * page_size,
  limit: page_size,
});

/** The page fields of a page answer. */
export const pageOf = ({ page, page_size }: PageRequest) => ({ page, page_size });

/** A window of a list query; a null limit (SQL `LIMIT NULL`) reads every row. */
export interface ListWindow {
  limit: number | null;
  offset: number;
}

/**
 * The rows of one page and the number of all matches, from a list query whose rows carry `total`
 * (`count(*) over ()`, so one query answers both). Without a page every row is read. A page past the end has
 * no row to carry the total: only then is the query run again, for its first row.
 */
export async function readPage<R extends { total: number }>(
  page: PageRequest | null,
  read: (window: ListWindow) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const rows = await read(page ? windowOf(page) : { limit: null, offset: 0 });
  if (rows[0] || !page || page.page === 1) return { rows, total: rows[0]?.total ?? 0 };
  const [first] = await read({ limit: 1, offset: 0 });
  return { rows, total: first?.total ?? 0 };
}

/** A list route's answer: the page when one was asked for, else the plain array (lists.ts in contracts). */
export function listAnswer<T>(items: T[], total: number, page: PageRequest | null): T[] | ListPage<T> {
  return page ? { items, total, ...pageOf(page) } : items;
}
