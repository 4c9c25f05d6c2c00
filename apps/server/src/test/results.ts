import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { caseResults, cases } from "../db/schema";
import { ok, type TestUser } from "./dashboard";

/**
 * Stores the result of a finished run of `caseId` directly, as the analysis worker writes it (a shadow manifest
 * without layers), and marks the case done with it; resolves to the run's id. For tests and benches that need a
 * result to read without computing one.
 */
export async function storeFinishedResult(db: Database, caseId: string): Promise<string> {
  const runId = randomUUID();
  await db.update(cases).set({ status: "done", resultRunId: runId }).where(eq(cases.id, caseId));
  await db.insert(caseResults).values({
    caseId,
    runId,
    runTimeMs: 1,
    manifest: {
      service_type: "hikage",
      summary: {
        service_type: "hikage",
        max_hours: null,
        areas: [],
        regulation: null,
        buildings: { city: 0, models: 0, planned: 0 },
        window_hours: 8,
        plane_z: 4,
        north_angle: 0,
      },
      points: [],
      layers: [],
    },
  });
  return runId;
}

/** The case's share link (created, or the one it has), as its editor `user` asks for it. */
export const shareLink = (app: FastifyInstance, user: TestUser, caseId: string) =>
  ok<{ url: string }>(app, user, "POST", `/api/cases/${caseId}/share`, undefined, 200);
