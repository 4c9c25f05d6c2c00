import { CASE_STATUSES, type CaseStatus } from "@soracity/contracts";

/**
 * Case status transitions (PRODUCT.md §4, extended by the job queue): `run` queues a case; a worker moves it to
 * processing; it ends as done, error or cancelled. A run whose worker died goes back to queued for its one
 * retry. A finished case may be queued again; queued and processing cases may be cancelled.
 */
export const CASE_TRANSITIONS: Record<CaseStatus, readonly CaseStatus[]> = {
  draft: ["queued"],
  queued: ["processing", "cancelled", "error"],
  processing: ["done", "error", "cancelled", "queued"],
  done: ["queued"],
  error: ["queued"],
  cancelled: ["queued"],
};

/** The statuses a case may be in to move to `to`, read off CASE_TRANSITIONS (in its key order). */
export const allowedFrom = (to: CaseStatus): CaseStatus[] =>
  CASE_STATUSES.filter((from) => CASE_TRANSITIONS[from].includes(to));

/** Statuses of a case whose run has not ended. */
export const ACTIVE_STATUSES: readonly CaseStatus[] = ["queued", "processing"];
