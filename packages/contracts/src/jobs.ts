import { z } from "zod";
import { cityFetchJobSchema } from "./cityFetch";

/**
 * Job payloads of the queue (pg-boss). An analysis run job computes a case's run, or splits a city-scale shadow
 * grid into tile jobs that any worker takes; the last tile to finish assembles the result. Failed jobs (after
 * their one retry) land in the dead-letter queue, whose handler ends the run as an error.
 */
export const analysisRunJobSchema = z.object({ caseId: z.uuid(), runId: z.uuid() });
export const analysisTileJobSchema = analysisRunJobSchema.extend({
  tile: z.number().int().min(0),
  tiles: z.number().int().min(2),
});
export type AnalysisRunJob = z.infer<typeof analysisRunJobSchema>;
export type AnalysisTileJob = z.infer<typeof analysisTileJobSchema>;

/** Writes an operator's notification to every user (see the notification_broadcasts table). */
export const broadcastJobSchema = z.object({ broadcastId: z.uuid() });
export type BroadcastJob = z.infer<typeof broadcastJobSchema>;

/** Queue names and payloads: the typed job registry. */
export const JOB_PAYLOADS = {
  "analysis-run": analysisRunJobSchema,
  "analysis-tile": analysisTileJobSchema,
  "analysis-dead": analysisRunJobSchema.passthrough(),
  "notification-broadcast": broadcastJobSchema,
  "city-fetch": cityFetchJobSchema,
} as const;
export type JobName = keyof typeof JOB_PAYLOADS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_PAYLOADS)[N]>;
