// Load of result reads: `connections` clients (in a child process) read a finished case's result in a loop
// over real HTTP while `analyses` shadow runs are queued and computed by the app's worker.
import { fork } from "node:child_process";
import type { AddressInfo } from "node:net";
import { ok } from "../src/test/dashboard";
import { type AnalysisBench, createCase, runToDone } from "./analysis-setup";

export interface LoadFigures {
  p99Ms: number;
  errors: number;
  requests: number;
}

export async function readUnderLoad(
  bench: AnalysisBench,
  parameters: Record<string, unknown>,
  analyses: number,
  connections: number,
): Promise<LoadFigures> {
  const finished = await createCase(bench, parameters);
  await runToDone(bench, finished);
  await bench.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = bench.app.server.address() as AddressInfo;
  const clients = fork(new URL("./read-clients.ts", import.meta.url), { execArgv: ["--import", "tsx"] });
  const figures = new Promise<LoadFigures>((resolve) =>
    clients.once("message", (m) => resolve(m as LoadFigures)),
  );
  const ids = await Promise.all(Array.from({ length: analyses }, () => createCase(bench, parameters)));
  clients.send({
    url: `http://127.0.0.1:${port}/api/cases/${finished}/result`,
    cookie: bench.user.cookie,
    connections,
  });
  for (const id of ids) await ok(bench.app, bench.user, "POST", `/api/cases/${id}/run`, undefined, 202);
  for (const id of ids) await waitDone(bench, id);
  clients.send("stop");
  return figures;
}

/** Waits for a queued case to finish. */
async function waitDone(bench: AnalysisBench, id: string): Promise<void> {
  for (;;) {
    const view = await ok<{ status: string }>(bench.app, bench.user, "GET", `/api/cases/${id}`);
    if (view.status === "done") return;
    if (view.status === "error" || view.status === "cancelled") throw new Error(`case ${view.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
