import { queryOptions } from "@tanstack/react-query";
import type { CaseParametersDraft } from "@soracity/contracts";
import { caseResultSchema, caseSchema } from "@soracity/contracts";
import { queryKeys } from "../../api/queryKeys";
import { request } from "../../api/client";

const path = (id: string) => `/api/cases/${encodeURIComponent(id)}`;

/** PATCH /api/cases/:id with new parameters (checked as a draft by the server). */
export const saveParameters = (id: string, parameters: CaseParametersDraft) =>
  request("PATCH", path(id), caseSchema, { json: { parameters } });

/** POST /api/cases/:id/run: queues the case (202). */
export const runCase = (id: string) => request("POST", `${path(id)}/run`, caseSchema);

/** POST /api/cases/:id/cancel. */
export const cancelCase = (id: string) => request("POST", `${path(id)}/cancel`, caseSchema);

/** GET /api/cases/:id/result, keyed by the run it belongs to (the case's `result_url` and end time). */
export const resultQuery = (id: string, version: string) =>
  queryOptions({
    queryKey: queryKeys.caseResult(id, version),
    queryFn: () => request("GET", `${path(id)}/result`, caseResultSchema),
    retry: false,
    staleTime: Infinity,
  });

/** GET a result layer's data (JSON layers: GeoJSON, point lists). */
export async function fetchLayerJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`layer ${response.status}`);
  return response.json() as Promise<unknown>;
}

/**
 * POST /api/cases/:id/result/shadow-case: a new shadow (hikage) case in the same project with the finished
 * 逆日影 result's envelope as its planned tiers (201, the new case).
 */
export const createShadowCase = (id: string) => request("POST", `${path(id)}/result/shadow-case`, caseSchema);
