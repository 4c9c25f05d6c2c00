import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { QueryKey } from "@tanstack/react-query";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { SEARCH_DELAY_MS } from "../../components/lists/useListControls";
import { ADMIN_PAGE_SIZE } from "./adminPaging";

/** What an admin list's request is asked for: the page (1-based, as the API counts), its size, the search. */
export interface AdminPageRequest {
  page: number;
  pageSize: number;
  q: string;
}

/** The paged answer every admin list route gives. */
export interface AdminPageAnswer<T = unknown> {
  items: T[];
  total: number;
}

/**
 * One admin list: its page (0-based, as the table pager counts), page size and search text, and the query that
 * reads that page (the last page stays on screen while the next loads). A new search or page size starts again
 * at the first page; `refetchInterval` reads the page again while the answer asks for it.
 */
export function useAdminList<A extends AdminPageAnswer>({
  queryKey,
  fetch,
  pageSizes = [ADMIN_PAGE_SIZE],
  refetchInterval,
}: {
  queryKey: QueryKey;
  fetch: (request: AdminPageRequest) => Promise<A>;
  pageSizes?: readonly number[];
  refetchInterval?: (answer: A | undefined) => number | false;
}) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? ADMIN_PAGE_SIZE);
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = useQuery<A>({
    queryKey: [...queryKey, q, page, pageSize],
    queryFn: () => fetch({ page: page + 1, pageSize, q }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => refetchInterval?.(current.state.data) ?? false,
  });
  return {
    query,
    paging: {
      page,
      setPage,
      pageSize,
      pageSizes,
      onPageSize: (size: number) => {
        setPageSize(size);
        setPage(0);
      },
      search,
      onSearch: (value: string) => {
        setSearch(value);
        setPage(0);
      },
    },
  };
}
/** The page controls of an admin list (what its pager and search field change). */
export type AdminPaging = ReturnType<typeof useAdminList>["paging"];
