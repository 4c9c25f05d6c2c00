import type { CaseStatus } from "@soracity/contracts";

/**
 * Case status transitions (spec §4): starting a calculation moves a case to processing; processing ends as done
 * or error. A finished or failed case may be run again. Used by the analysis runner (a later issue).
 */
export const CASE_TRANSITIONS: Record<CaseStatus, readonly CaseStatus[]> = {
  draft: ["processing"],
  processing: ["done", "error"],
  done: ["processing"],
  error: ["processing"],
};

/** The statuses a case may be in to move to `to`. */
export const statusesBefore = (to: CaseStatus): CaseStatus[] =>
  (Object.keys(CASE_TRANSITIONS) as CaseStatus[]).filter((from) => CASE_TRANSITIONS[from].includes(to));
