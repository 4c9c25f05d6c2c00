// The server of the throughput benchmark: the real app listening on 127.0.0.1 on a fresh database (embedded
// PGlite, or a scratch PostgreSQL database), with a signed-in user owning three workspaces, a project with
// five cases and one finished result (stored directly, as the worker would).
import type { AddressInfo } from "node:net";
import { createCatalogue } from "../src/modules/cities/catalogue.wiring";
import { importSamplesIfEmpty } from "../src/modules/cities/cities.samples";
import { ok, signUp } from "../src/test/dashboard";
import { storeFinishedResult } from "../src/test/results";
import { buildTestApp, openTestDatabase } from "../src/test/test-app";

export interface ThroughputServer {
  base: string;
  cookie: string;
  /** The authenticated reads, by name. */
  reads: Record<string, string>;
  close(): Promise<void>;
}

/**
 * `databaseUrl` undefined: embedded PGlite; else a scratch database on that PostgreSQL server. `readCacheMs`: the
 * server's READ_CACHE_MS (0: every answer from the database).
 */
export async function startThroughputServer(
  databaseUrl: string | undefined,
  readCacheMs?: number,
): Promise<ThroughputServer> {
  const saved = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const database = await openTestDatabase().finally(() => {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  });
  // The share limit high enough never to refuse: every shared read still counts its hit in the database.
  const overrides = { rateLimitSharePerMinute: 1_000_000_000 };
  const app = await buildTestApp(
    database,
    readCacheMs === undefined ? overrides : { ...overrides, readCacheMs },
  );
  const user = await signUp(app, database.db);
  const workspaces: string[] = [];
  for (const name of ["alpha", "beta", "gamma"])
    workspaces.push((await ok<{ id: string }>(app, user, "POST", "/api/workspaces", { name })).id);
  const project = await ok<{ id: string }>(app, user, "POST", `/api/workspaces/${workspaces[0]}/projects`, {
    project_name: "bench",
    services: ["hikage"],
  });
  const caseIds: string[] = [];
  for (let i = 0; i < 5; i++) {
    const body = { service_type: "hikage", name: `case ${i}` };
    caseIds.push((await ok<{ id: string }>(app, user, "POST", `/api/project/${project.id}/cases`, body)).id);
  }
  const finished = caseIds[0] ?? "";
  await storeFinishedResult(database.db, finished);
  // A server in its steady state: the first-start import of the bundled sample tiles (which listening starts in
  // the background) is done before, so it takes no CPU from the measured minutes.
  const catalogue = createCatalogue(database.db);
  await catalogue.cities.ensureSeeded();
  await importSamplesIfEmpty(catalogue.buildingsImporter);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  await ok(app, user, "GET", `/api/cases/${finished}/result`); // the result is there and readable
  const share = await ok<{ url: string }>(app, user, "POST", `/api/cases/${finished}/share`, undefined, 200);
  const shareToken = new URL(share.url, base).pathname.split("/").pop() ?? "";
  return {
    base,
    cookie: user.cookie,
    reads: {
      "workspace list": "/api/workspaces",
      "workspace list, first page": "/api/workspaces?kind=my&sort=updated_at&order=desc&page=1&page_size=20",
      project: `/api/project/${project.id}`,
      "case list": `/api/project/${project.id}/cases`,
      // As the web asks since lists are paged: one service's cases, first page.
      "case list, first page": `/api/project/${project.id}/cases?service_type=hikage&sort=created_at&order=desc&page=1&page_size=20`,
      "case result manifest": `/api/cases/${finished}/result`,
      // Public and signed out; its rate limit writes a row per request (the database store of issue 22).
      "shared case": `/api/share/${shareToken}`,
    },
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
