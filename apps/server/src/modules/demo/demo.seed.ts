import { randomBytes } from "node:crypto";
import { SERVICE_TYPES, type BuildingCollection } from "@soracity/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { PasswordHasher } from "../../lib/passwords";
import { TOKYO_23_WARDS } from "../cities/cities.data";
import { importSamplesIfEmpty } from "../cities/cities.samples";
import { createUsersService } from "../users/users.service";
import { createCatalogue } from "../cities/catalogue.wiring";
import { DEMO_EMAIL, DEMO_MESH, DEMO_NAMES, type DemoService, demoCases, SITE_HALF_M } from "./demo.cases";
import { DemoClient } from "./demo.client";
import { bboxOf, freeSiteNear, type LonLat, meshBbox } from "./demo.geometry";
import { DemoRepository } from "./demo.repository";

/** What the seed created: the sign-in (the password is shown once, then only its hash is kept) and the ids. */
export interface DemoSeed {
  email: string;
  password: string;
  site: LonLat;
  workspaceId: string;
  projectId: string;
  caseIds: Record<DemoService, string>;
  /** Signed in as the demo user (the seed's own session). */
  client: DemoClient;
}

/** A random password that meets the password rules (digit, upper and lower case, a symbol). */
export function demoPassword(): string {
  return `Demo-${randomBytes(9).toString("base64url")}7a`;
}

/**
 * The demo's site on the bundled Tokyo tile: the free spot nearest the centre of the tile's buildings, read
 * through the public buildings API.
 */
async function demoSite(client: DemoClient): Promise<LonLat> {
  const b = meshBbox(DEMO_MESH);
  const bbox = [b.minLon, b.minLat, b.maxLon, b.maxLat].join(",");
  const found = await client.call<BuildingCollection>(
    "GET",
    `/api/cities/${TOKYO_23_WARDS}/buildings?bbox=${bbox}&limit=5000`,
  );
  const boxes = found.features
    .filter((f) => f.properties.mesh_code === DEMO_MESH)
    .map((f) => bboxOf(f.geometry.coordinates));
  const site = freeSiteNear(boxes, SITE_HALF_M + 5);
  if (!site) throw new Error(`the bundled Tokyo tile ${DEMO_MESH} has no buildings in the catalogue`);
  return site;
}

/**
 * First start with an empty database: imports the bundled samples if missing, then creates through the HTTP
 * API, as a user would, the demo account, its workspace, a project on the Tokyo sample and its four cases,
 * and queues the shadow case (the worker computes it). Returns null, creating nothing, when the database has
 * any account: a second start, or a database in use (the demo never comes back once deleted).
 */
export async function seedDemo(app: FastifyInstance, db: Database): Promise<DemoSeed | null> {
  const repo = new DemoRepository(db);
  if (await repo.hasUsers()) return null;
  const city = createCatalogue(db);
  await city.cities.ensureSeeded();
  await importSamplesIfEmpty(city.buildingsImporter);

  const client = new DemoClient(app);
  const site = await demoSite(client);
  const password = demoPassword();
  // The demo account is made directly (registration would wait for a mailed link), then signs in as a user does.
  const created = await createUsersService(db).insert({
    email: DEMO_EMAIL,
    familyName: DEMO_NAMES.family,
    givenName: DEMO_NAMES.given,
    passwordHash: await new PasswordHasher({}).hash(password),
  });
  if (!created) throw new Error(`the demo address ${DEMO_EMAIL} is taken`);
  await client.call("POST", "/api/auth/login", { email: DEMO_EMAIL, password });
  const workspace = await client.call<{ id: string }>("POST", "/api/workspaces", {
    name: DEMO_NAMES.workspace,
  });
  const project = await client.call<{ id: string }>("POST", `/api/workspaces/${workspace.id}/projects`, {
    project_name: DEMO_NAMES.project,
    description: DEMO_NAMES.description,
    services: [...SERVICE_TYPES],
    site: { ...site, city_code: TOKYO_23_WARDS },
  });
  const caseIds = {} as Record<DemoService, string>;
  for (const demoCase of demoCases(site)) {
    const created = await client.call<{ id: string }>("POST", `/api/project/${project.id}/cases`, demoCase);
    caseIds[demoCase.service_type] = created.id;
  }
  await client.call("POST", `/api/cases/${caseIds.hikage}/run`);
  return {
    email: DEMO_EMAIL,
    password,
    site,
    workspaceId: workspace.id,
    projectId: project.id,
    caseIds,
    client,
  };
}
