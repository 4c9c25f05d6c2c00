import type { Case, caseListQuerySchema, CaseUpdate, ListPage, Role, ServiceType } from "@soracity/contracts";
import { LIMITS, pageRequestOf, validateCaseParameters } from "@soracity/contracts";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { CaseRow } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { listAnswer, windowOf } from "../../lib/paging";
import { type Action, type Actor, authorize } from "../access/access.policy";
import type { AccessRepository } from "../access/access.repository";
import { workspaceAccess } from "../access/access.roles";
import type { LimitsService } from "../limits/limits.service";
import type { ProjectsService } from "../projects/projects.service";
import { toCase } from "./cases.presenter";
import { ACTIVE_STATUSES } from "./cases.status";
import type { CaseListOptions } from "./cases.list.query";
import type { CasesRepository } from "./cases.repository";

const serviceMissing = () =>
  new AppError(422, "unprocessable", "The project does not have this service.", [
    { path: "service_type", message: "case.service_not_in_project" },
  ]);

/** Name of a copy: "<name> (copy)", shortened so it stays within the 50-character limit. */
export function copyName(name: string): string {
  const suffix = " (copy)";
  return `${[...name].slice(0, LIMITS.nameMaxChars - suffix.length).join("")}${suffix}`;
}

/** Parameters as a draft: what is given must have the right type and range (400 with the field errors). */
function checkDraft(serviceType: ServiceType, parameters: Record<string, unknown>): void {
  const checked = validateCaseParameters(serviceType, parameters, "draft");
  if (!checked.ok) {
    const fields = checked.fields.map((f) => ({ ...f, path: `parameters.${f.path}` }));
    throw new AppError(400, "validation_failed", "Invalid parameters.", fields);
  }
}

/** The share links of cases (the share module), for the `share_url` of the answers. */
export interface ShareUrls {
  urlsOf(caseIds: string[]): Promise<Map<string, string>>;
  urlsOfSealed(rows: readonly { caseId: string; tokenSealed: string }[]): Promise<Map<string, string>>;
}

const noShares: ShareUrls = {
  urlsOf: async () => new Map(),
  urlsOfSealed: async () => new Map(),
};

export class CasesService {
  private shareUrls = noShares;

  /** Wired once by the composition root (the share module depends on this service). */
  useShareUrls(source: ShareUrls): void {
    this.shareUrls = source;
  }

  /** Cases as answered to a caller with `role` on their workspace, with their share links. */
  async present(rows: CaseRow[], role: Role): Promise<Case[]> {
    const urls = await this.shareUrls.urlsOf(rows.map((r) => r.id));
    return rows.map((row) => toCase(row, role, urls.get(row.id) ?? null));
  }

  async presentOne(row: CaseRow, role: Role): Promise<Case> {
    return (await this.present([row], role))[0];
  }

  constructor(
    private readonly db: Database,
    private readonly repo: CasesRepository,
    private readonly projects: ProjectsService,
    private readonly access: AccessRepository,
    private readonly limits: LimitsService,
  ) {}

  /** The case and the actor's access to it, or 401 / 404 / 403 (another user's case is a 404). */
  async authorized(actor: Actor | null, id: string, action: Action) {
    const access = actor ? await this.access.case(id, actor.userId) : undefined;
    authorize(actor, action, access, "Case");
    return { row: access.case, access };
  }

  /** A project's cases, searched and sorted: a page when the query asks for one, else all of them. */
  async list(
    actor: Actor | null,
    projectId: string,
    query: z.output<typeof caseListQuerySchema>,
  ): Promise<Case[] | ListPage<Case>> {
    const page = pageRequestOf(query);
    const options: CaseListOptions = { ...query, ...(page ? windowOf(page) : {}) };
    // Access, cases and share rows in one query: the list is polled while analyses run.
    const read = actor ? await this.repo.listWithAccess(projectId, actor.userId, options) : undefined;
    const role = read && actor ? workspaceAccess(read.facts, actor.userId) : undefined;
    const access = role && read && { ...role, read };
    authorize(actor, "workspace:read", access, "Project");
    const urls = await this.shareUrls.urlsOfSealed(access.read.shares);
    const items = access.read.rows.map((row) => toCase(row, access.role, urls.get(row.id) ?? null));
    return listAnswer(items, access.read.total, page);
  }

  async get(actor: Actor | null, id: string): Promise<Case> {
    const { row, access } = await this.authorized(actor, id, "workspace:read");
    return this.presentOne(row, access.role);
  }

  /** A draft case under a service of the project, within the plan's cases per project service. */
  private async insert(
    accountId: string,
    values: {
      projectId: string;
      serviceType: ServiceType;
      name: string;
      parameters: Record<string, unknown>;
    },
  ) {
    if (!(await this.projects.hasService(values.projectId, values.serviceType))) throw serviceMissing();
    return this.db.transaction(async (tx) => {
      const room = { kind: "cases", projectId: values.projectId, serviceType: values.serviceType } as const;
      await this.limits.ensureRoom(tx, accountId, room);
      return this.repo.insert(tx, values);
    });
  }

  async create(
    actor: Actor | null,
    projectId: string,
    body: { service_type: ServiceType; name: string; parameters: Record<string, unknown> },
  ): Promise<Case> {
    const { access } = await this.projects.authorized(actor, projectId, "case:write");
    checkDraft(body.service_type, body.parameters);
    const values = {
      projectId,
      serviceType: body.service_type,
      name: body.name,
      parameters: body.parameters,
    };
    return toCase(await this.insert(access.accountId, values), access.role);
  }

  /** A new draft with the same service and parameters (status, times and the share link are not copied). */
  async copy(actor: Actor | null, id: string, name: string | undefined): Promise<Case> {
    const { row, access } = await this.authorized(actor, id, "case:write");
    const values = {
      projectId: row.projectId,
      serviceType: row.serviceType,
      name: name ?? copyName(row.name),
      parameters: row.parameters,
    };
    return toCase(await this.insert(access.accountId, values), access.role);
  }

  /**
   * Renames the case or changes its parameters. Parameters are checked as a draft (what is given must have the
   * right type and range; missing fields are allowed). Changing them while a run is queued or processing is a
   * 409; after a finished run they make its results stale until the next run.
   */
  async update(actor: Actor | null, id: string, body: CaseUpdate): Promise<Case> {
    const { row: current, access } = await this.authorized(actor, id, "case:write");
    let stale: boolean | undefined;
    if (body.parameters !== undefined) {
      checkDraft(current.serviceType, body.parameters);
      if (ACTIVE_STATUSES.includes(current.status)) {
        throw new AppError(409, "conflict", "Cancel the running analysis before changing its parameters.");
      }
      const changed = JSON.stringify(body.parameters) !== JSON.stringify(current.parameters);
      if (changed && current.resultRunId) stale = true;
    }
    const row = await this.repo.update(id, {
      name: body.name,
      parameters: body.parameters,
      ...(stale !== undefined ? { stale } : {}),
    });
    if (!row) throw notFound("Case");
    return this.presentOne(row, access.role);
  }

  async delete(actor: Actor | null, id: string): Promise<void> {
    await this.authorized(actor, id, "case:write");
    await this.repo.delete(id);
  }
}
