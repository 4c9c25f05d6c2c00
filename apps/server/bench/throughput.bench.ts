// Throughput of authenticated DB-backed reads (issue 13): autocannon, 100 connections for 5 s each, from a
// child process against the real server listening on 127.0.0.1, and each read's rate as a percentage of
// `/healthz` of the same server in the same run. Embedded PGlite always; PostgreSQL too when DATABASE_URL is set.
// The table is the server as configured (its read cache on); the same reads with READ_CACHE_MS=0, every answer
// from the database, are measured after and logged ("read cache off").
import { type ChildProcess, fork } from "node:child_process";
import { loadavg } from "node:os";
import type { Benchmark } from "../../../bench/harness";
import type { LoadRequest, LoadResult } from "./throughput-client";
import { startThroughputServer, type ThroughputServer } from "./throughput-setup";

const CONNECTIONS = 100;
const SECONDS = 5;
const WARM_UP_SECONDS = 1;
const READS = [
  "workspace list",
  "workspace list, first page",
  "project",
  "case list",
  "case list, first page",
  "case result manifest",
  "shared case",
] as const;

let client: ChildProcess | undefined;
/** One autocannon run in the load process (runs are sequential). */
function load(request: LoadRequest): Promise<LoadResult> {
  client ??= fork(new URL("./throughput-client.ts", import.meta.url), { execArgv: ["--import", "tsx"] });
  const child = client;
  return new Promise((resolve) => {
    child.once("message", (m) => resolve(m as LoadResult));
    child.send(request);
  });
}

/** A load run's figures and the server's CPU time per answered request (this process serves them). */
interface Measured extends LoadResult {
  cpuUsPerRequest: number;
}

async function measure(server: ThroughputServer, path: string, withCookie: boolean): Promise<Measured> {
  const request = { url: `${server.base}${path}`, connections: CONNECTIONS };
  const cookie = withCookie ? { cookie: server.cookie } : {};
  await load({ ...request, ...cookie, seconds: WARM_UP_SECONDS });
  // CPU time, unlike the rate, hardly moves with the load others put on a shared machine.
  const cpu = process.cpuUsage();
  const result = await load({ ...request, ...cookie, seconds: SECONDS });
  const used = process.cpuUsage(cpu);
  return { ...result, cpuUsPerRequest: (used.user + used.system) / Math.max(1, result.requests) };
}

const describe = (label: string, what: string, r: Measured) =>
  `${label} ${what}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99Ms} ms, errors ${r.errors}, ` +
  `server CPU ${r.cpuUsPerRequest.toFixed(0)} µs/request`;

interface Targets {
  percent: number;
  p99Ms: number;
}

/** The reads on a server with the read cache off, logged beside the table (the cost of a first read). */
async function logUncached(label: string, databaseUrl: string | undefined) {
  const server = await startThroughputServer(databaseUrl, 0);
  try {
    const health = await measure(server, "/healthz", false);
    console.error(describe(`${label}, read cache off`, "/healthz", health));
    for (const read of READS) {
      const result = await measure(server, server.reads[read] ?? "", true);
      const percent = ((100 * result.rps) / health.rps).toFixed(1);
      console.error(`${describe(`${label}, read cache off`, read, result)}, ${percent} % of /healthz`);
    }
  } finally {
    await server.close();
  }
}

/** Two rows per read on one database: its rate as % of /healthz (0 on any error) and its p99. */
function databaseRows(label: string, databaseUrl: string | undefined, targets: Targets): Benchmark[] {
  let server: ThroughputServer | undefined;
  let healthz = 0;
  const results = new Map<string, LoadResult>();
  const started = async (): Promise<ThroughputServer> => {
    if (server) return server;
    server = await startThroughputServer(databaseUrl);
    const health = await measure(server, "/healthz", false);
    healthz = health.rps;
    console.error(`${describe(label, "/healthz", health)}; load average ${loadavg()[0]?.toFixed(1)}`);
    return server;
  };
  return READS.flatMap((read, i): Benchmark[] => [
    {
      name: `${label}: ${read}, 100 connections, % of /healthz req/s`,
      unit: "%",
      target: targets.percent,
      higherIsBetter: true,
      run: async () => {
        const s = await started();
        const result = await measure(s, s.reads[read] ?? "", true);
        results.set(read, result);
        console.error(describe(label, read, result));
        return result.errors > 0 ? 0 : (100 * result.rps) / healthz;
      },
    },
    {
      name: `${label}: ${read}, 100 connections, p99`,
      unit: "ms",
      target: targets.p99Ms,
      run: async () => {
        const figure = results.get(read)?.p99Ms ?? Number.NaN;
        if (i === READS.length - 1) {
          await server?.close();
          await logUncached(label, databaseUrl);
        }
        return figure;
      },
    },
  ]);
}

const postgres = process.env.DATABASE_URL;
export const benchmarks: Benchmark[] = [
  ...databaseRows("PGlite", undefined, { percent: 6, p99Ms: 250 }),
  ...(postgres ? databaseRows("PostgreSQL", postgres, { percent: 25, p99Ms: 100 }) : []),
];
