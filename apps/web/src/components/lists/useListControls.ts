import { useState } from "react";
import { LIST_PAGE_SIZE, type SortDirection } from "@soracity/contracts";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import type { ListParams } from "../../api/query";

/** The search goes to the server once typing has paused this long. */
export const SEARCH_DELAY_MS = 300;

/**
 * Search text, sort choice and page of one list, and the params they make for the server. A new search or
 * order starts again at page 1.
 */
export function useListControls<K extends string, S extends string>(
  choices: Record<K, { sort: S; order: SortDirection }>,
  initial: NoInfer<K>,
) {
  const [search, setSearch] = useState("");
  const [order, setOrder] = useState<K>(initial);
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const params: ListParams<S> = { q, ...choices[order], page, page_size: LIST_PAGE_SIZE };
  return {
    search,
    onSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    order,
    onOrder: (value: K) => {
      setOrder(value);
      setPage(1);
    },
    page,
    setPage,
    params,
    /** A search is typed or applied: an empty answer then means "no match", not "nothing yet". */
    searching: search.trim() !== "" || q !== "",
  };
}
