import { SERVICE_TYPES, type CaseResult } from "@soracity/contracts";
import type { DemoService } from "./demo.cases";
import { DemoApiError, type DemoClient } from "./demo.client";

/** The demo's services: every service, in the services' order. */
export const DEMO_SERVICES: readonly DemoService[] = SERVICE_TYPES;

interface CaseView {
  status: string;
  progress: number;
  error: { code: string; message: string } | null;
}

/** Where each case stands while the demo runs (progress in percent). */
export type DemoProgress = Record<DemoService, { status: string; progress: number }>;

/**
 * Queues a draft case. The demo user's plan caps the runs queued at once below the number of cases, so a
 * refusal for that limit (403 `limit_reached`, limit `runs`) leaves the case a draft for the next poll, as a
 * user would wait for a run to end; any other refusal fails the demo.
 */
async function queueWhenAllowed(client: DemoClient, caseId: string): Promise<void> {
  try {
    await client.call("POST", `/api/cases/${caseId}/run`);
  } catch (err) {
    const runsLimit = err instanceof DemoApiError && err.status === 403 && err.message.includes('"runs"');
    if (!runsLimit) throw err;
  }
}

/**
 * Runs the demo's cases through the API to the end: queues those still drafts (the seed queued the shadow
 * case) as the plan allows, polls their progress, and reads their results. A case that ends other than
 * `done` fails the demo.
 */
export async function runDemoCases(
  client: DemoClient,
  caseIds: Record<DemoService, string>,
  onProgress: (progress: DemoProgress) => void = () => undefined,
  timeoutMs = 300_000,
): Promise<Record<DemoService, CaseResult>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const progress = {} as DemoProgress;
    for (const service of DEMO_SERVICES) {
      const view = await client.call<CaseView>("GET", `/api/cases/${caseIds[service]}`);
      if (["error", "cancelled"].includes(view.status))
        throw new Error(
          `the ${service} case ended as ${view.status}: ${view.error?.message ?? "no reason given"}`,
        );
      if (view.status === "draft") await queueWhenAllowed(client, caseIds[service]);
      progress[service] = { status: view.status, progress: view.status === "done" ? 100 : view.progress };
    }
    onProgress(progress);
    if (DEMO_SERVICES.every((s) => progress[s].status === "done")) break;
    if (Date.now() > until) throw new Error(`the demo's cases did not finish within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const results = {} as Record<DemoService, CaseResult>;
  for (const service of DEMO_SERVICES)
    results[service] = await client.call<CaseResult>("GET", `/api/cases/${caseIds[service]}/result`);
  return results;
}
