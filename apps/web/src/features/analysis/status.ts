import type { CaseStatus } from "@soracity/contracts";

/** A run is under way: the case page polls it. */
export const isActive = (status: CaseStatus) => status === "queued" || status === "processing";

/** Polling interval of an active case (ms). */
export const POLL_MS = 1000;
