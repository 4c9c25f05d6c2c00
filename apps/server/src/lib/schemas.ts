import { apiErrorSchema } from "@soracity/contracts";
import { z } from "zod";

/** Error answers a route documents, e.g. `...errorResponses(400, 401)` in its `response` schema. */
export function errorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

/** For 204 answers. */
export const noContent = z.null().describe("No content");
