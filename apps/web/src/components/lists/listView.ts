import type { ListSortField, SortDirection } from "@soracity/contracts";

/** Sort orders of the workspace, project and case lists (labels `ws.sort_<choice>`). */
export const SORT_ORDERS = {
  updated_desc: { sort: "updated_at", order: "desc" },
  created_desc: { sort: "created_at", order: "desc" },
  name_asc: { sort: "name", order: "asc" },
  name_desc: { sort: "name", order: "desc" },
} as const satisfies Record<string, { sort: ListSortField; order: SortDirection }>;
export type SortOrder = keyof typeof SORT_ORDERS;
