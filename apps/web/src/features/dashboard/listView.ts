/** Sort orders of the workspace and project lists. */
export const SORT_ORDERS = ["updated_desc", "created_desc", "name_asc", "name_desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface Listable {
  created_at: string;
  updated_at: string;
}

const collator = new Intl.Collator(["ja", "en"], { numeric: true, sensitivity: "base" });
const time = (value: string) => new Date(value).getTime() || 0;

/**
 * Items whose name contains the query (case- and width-insensitive after NFKC), in the chosen order.
 * Ties keep a stable order by name so the list does not jump.
 */
export function filterAndSort<T extends Listable>(
  items: readonly T[],
  query: string,
  order: SortOrder,
  nameOf: (item: T) => string,
): T[] {
  const needle = query.normalize("NFKC").trim().toLowerCase();
  const found = needle
    ? items.filter((item) => nameOf(item).normalize("NFKC").toLowerCase().includes(needle))
    : [...items];
  const byName = (a: T, b: T) => collator.compare(nameOf(a), nameOf(b));
  const compare: Record<SortOrder, (a: T, b: T) => number> = {
    updated_desc: (a, b) => time(b.updated_at) - time(a.updated_at) || byName(a, b),
    created_desc: (a, b) => time(b.created_at) - time(a.created_at) || byName(a, b),
    name_asc: byName,
    name_desc: (a, b) => byName(b, a),
  };
  return found.sort(compare[order]);
}
