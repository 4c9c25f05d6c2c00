import type { ListPage, Project, ProjectUpdate, Role, ServiceType, SiteInput } from "@soracity/contracts";
import type { listQuerySchema } from "@soracity/contracts";
import { pageRequestOf } from "@soracity/contracts";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { listAnswer, readPage } from "../../lib/paging";
import { type Actor, type Action, authorize } from "../access/access.policy";
import type { AccessRepository } from "../access/access.repository";
import { workspaceAccess } from "../access/access.roles";
import type { LimitsService } from "../limits/limits.service";
import type { WorkspacesService } from "../workspaces/workspaces.service";
import { toProject } from "./projects.presenter";
import { type ProjectsRepository, siteColumns } from "./projects.repository";

/** The city-model fetches of sites (modules/cityfetch, built after this service). */
export interface SiteFetches {
  startForSite(userId: string, projectId: string, site: { lon: number; lat: number }): Promise<unknown>;
  latestOfProject(projectId: string, locale: "ja" | "en"): Promise<Project["city_fetch"]>;
}

export class ProjectsService {
  private siteFetches: SiteFetches | undefined;

  /** Saving a site starts the fetch of its city model; project answers carry the latest fetch. */
  useSiteFetches(siteFetches: SiteFetches): void {
    this.siteFetches = siteFetches;
  }

  /** Starts the fetch of a saved site's buildings (issue 28). */
  private async fetchSite(actor: Actor | null, id: string, site: SiteInput | null | undefined) {
    if (actor && site && this.siteFetches) await this.siteFetches.startForSite(actor.userId, id, site);
  }

  private async withFetch(project: Project): Promise<Project> {
    if (!this.siteFetches) return project;
    return { ...project, city_fetch: await this.siteFetches.latestOfProject(project.id, "ja") };
  }

  constructor(
    private readonly db: Database,
    private readonly repo: ProjectsRepository,
    private readonly workspaces: WorkspacesService,
    private readonly access: AccessRepository,
    private readonly limits: LimitsService,
  ) {}

  /** The project and the caller's access to its workspace, if they may do `action` (401 / 404 / 403). */
  async authorized(actor: Actor | null, id: string, action: Action) {
    const access = actor ? await this.access.project(id, actor.userId) : undefined;
    authorize(actor, action, access, "Project");
    return { project: access.project, access };
  }

  private async present(id: string, role: Role): Promise<Project> {
    const row = await this.repo.findById(id);
    if (!row) throw new Error(`project ${id} vanished`);
    return this.withFetch(toProject(row, await this.repo.extrasOf(id), role));
  }

  /** A workspace's projects, searched and sorted: a page when the query asks for one, else all of them. */
  async list(
    actor: Actor | null,
    workspaceId: string,
    query: z.output<typeof listQuerySchema>,
  ): Promise<Project[] | ListPage<Project>> {
    const access = await this.workspaces.authorized(actor, workspaceId, "workspace:read");
    const page = pageRequestOf(query);
    const { rows, total } = await readPage(page, (w) => this.repo.list(workspaceId, query, query.q, w));
    const extras = await this.repo.extras(rows.map((row) => row.project.id));
    return listAnswer(
      rows.map((row) => toProject(row.project, extras, access.role)),
      total,
      page,
    );
  }

  /** A hot read: the access query brings the project row, one more query its services and thumbnail. */
  async get(actor: Actor | null, id: string): Promise<Project> {
    // Access and answer in one query: the dashboard reads this most (see ProjectsRepository.read).
    const read = actor ? await this.repo.read(id, actor.userId) : undefined;
    const role = read && actor ? workspaceAccess(read.facts, actor.userId) : undefined;
    const access = role && read && { ...role, read };
    authorize(actor, "workspace:read", access, "Project");
    return this.withFetch(toProject(access.read.project, access.read.extras, access.role));
  }

  async create(
    actor: Actor | null,
    workspaceId: string,
    body: { project_name: string; description: string; services: ServiceType[]; site: SiteInput | null },
  ): Promise<Project> {
    const access = await this.workspaces.authorized(actor, workspaceId, "project:write");
    await this.checkCity(body.site);
    const row = await this.db.transaction(async (tx) => {
      await this.limits.ensureRoom(tx, access.accountId, { kind: "projects", workspaceId });
      const project = await this.repo.insert(tx, {
        workspaceId,
        name: body.project_name,
        description: body.description,
        ...siteColumns(body.site),
      });
      await this.repo.setServices(tx, project.id, [...new Set(body.services)]);
      return project;
    });
    await this.fetchSite(actor, row.id, body.site);
    return this.present(row.id, access.role);
  }

  /** Renames, describes, and sets the services; a removed service's cases are deleted in the same transaction. */
  async update(actor: Actor | null, id: string, body: ProjectUpdate): Promise<Project> {
    const { access } = await this.authorized(actor, id, "project:write");
    if (body.site) await this.checkCity(body.site);
    await this.db.transaction(async (tx) => {
      await this.repo.update(tx, id, {
        name: body.project_name,
        description: body.description,
        ...(body.site !== undefined ? siteColumns(body.site) : {}),
      });
      if (body.services) await this.repo.setServices(tx, id, [...new Set(body.services)]);
    });
    await this.fetchSite(actor, id, body.site);
    return this.present(id, access.role);
  }

  /** Whether the project has the service (its cases are made under one of its services). */
  hasService(projectId: string, serviceType: ServiceType): Promise<boolean> {
    return this.repo.hasService(projectId, serviceType);
  }

  /** A site's city code must name a city of the catalogue. */
  private async checkCity(site: SiteInput | null): Promise<void> {
    if (!site?.city_code || (await this.repo.cityExists(site.city_code))) return;
    throw new AppError(400, "validation_failed", "The city code is not in the catalogue.", [
      { path: "site.city_code", message: "project.city_code_unknown" },
    ]);
  }

  async delete(actor: Actor | null, id: string): Promise<void> {
    await this.authorized(actor, id, "project:write");
    await this.repo.delete(id);
  }
}
