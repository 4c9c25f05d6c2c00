import { queryOptions } from "@tanstack/react-query";
import { sharedCaseSchema, shareLinkSchema } from "@soracity/contracts";
import { request, requestVoid } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

const casePath = (id: string) => `/api/cases/${encodeURIComponent(id)}`;

/** POST /api/cases/:id/share: the case's one share link (the same one on every call until revoked). */
export const createShareLink = (caseId: string) =>
  request("POST", `${casePath(caseId)}/share`, shareLinkSchema);

/** DELETE /api/cases/:id/share: the link stops working at once. */
export const revokeShareLink = (caseId: string) => requestVoid("DELETE", `${casePath(caseId)}/share`);

/** GET /api/share/:token, signed out (no retry: a 404 means the link is not valid). */
export const sharedCaseQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.sharedCase(token),
    queryFn: () => request("GET", `/api/share/${encodeURIComponent(token)}`, sharedCaseSchema),
    retry: false,
    staleTime: 60_000,
  });
