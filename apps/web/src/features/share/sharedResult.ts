import type { CaseResult, SharedCase } from "@soracity/contracts";

/**
 * The shared case's last run in the shape the result map layers and tables of `features/analysis` read
 * (summary, points, layers with their share URLs), or null without a result. Ids are not shared: empty.
 */
export function sharedResult(shared: SharedCase): CaseResult | null {
  if (!shared.summary || !shared.computed_at) return null;
  return {
    case_id: "",
    run_id: "",
    service_type: shared.service_type,
    computed_at: shared.computed_at,
    run_time_ms: 0,
    stale: false,
    summary: shared.summary,
    points: shared.points,
    layers: shared.layers,
  };
}
