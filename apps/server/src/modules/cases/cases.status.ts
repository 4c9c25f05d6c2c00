import { CASE_STATUSES, type CaseStatus } from "@soracity/contracts";

/**
 * Case status transitions (PRODUCT.md §4, extended by the job queue): `run` queues a case; a worker moves it to
 * processing; it ends as done, error or cancelled. A run whose worker died goes back to queued for its one
 * retry. A finished case may be queued again; queued and processing cases may be cancelled. A write that
 * keeps the status (a progress, a worker taking over a processing run) is no transition: stay().
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

/** A status write: the statuses the case may be in (its compare-and-set) and the status it gets. */
export interface CaseMove {
  from: readonly CaseStatus[];
  to: CaseStatus;
}

/**
 * The one move `from` -> `to`, for a write that knows the status it leaves; a move CASE_TRANSITIONS lacks
 * throws (a programming error, caught by any test that reaches the write).
 */
export function edge(from: CaseStatus, to: CaseStatus): CaseMove {
  if (!CASE_TRANSITIONS[from].includes(to)) throw new Error(`no case transition ${from} -> ${to}`);
  return { from: [from], to };
}

/**
 * Every move into `to` that CASE_TRANSITIONS allows; with `orStay`, a case already in `to` too (a worker
 * taking over a processing run whose worker stopped beating).
 */
export const into = (to: CaseStatus, { orStay = false } = {}): CaseMove => ({
  from: orStay ? [...allowedFrom(to), to] : allowedFrom(to),
  to,
});

/** A write that keeps the case in `status` (a progress): no transition, only a compare-and-set on it. */
export const stay = (status: CaseStatus): CaseMove => ({ from: [status], to: status });

/** Statuses of a case whose run has not ended. */
export const ACTIVE_STATUSES: readonly CaseStatus[] = ["queued", "processing"];
