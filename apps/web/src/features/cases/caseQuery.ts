import { queryOptions } from "@tanstack/react-query";
import { caseSchema } from "@soracity/contracts";
import { queryKeys } from "../../api/queryKeys";
import { request } from "../../api/client";

/** GET /api/cases/:id (no retry: a 404 is an answer). */
export const caseQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.case(id),
    queryFn: () => request("GET", `/api/cases/${encodeURIComponent(id)}`, caseSchema),
    retry: false,
  });
