import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { nameMatches, nameOrder } from "../../db/name-lists";
import type { ListWindow } from "../../lib/paging";
import type { ServiceType, SiteInput } from "@soracity/contracts";
import {
  cities,
  groups,
  type ProjectRow,
  projects,
  projectServices,
  projectThumbnails,
  workspaceShares,
  workspaces,
} from "../../db/schema";
import { callerShare, id, workspaceFacts, workspaceGroup } from "../access/access.query";
import type { WorkspaceFacts } from "../access/access.roles";

export interface ProjectExtras {
  services: Map<string, { serviceType: ServiceType; caseCount: number }[]>;
  thumbnails: Map<string, Date>;
}

/** The site columns of a project row (all null when no site is set). */
export interface SiteColumns {
  siteLon: number | null;
  siteLat: number | null;
  siteCityCode: string | null;
}

/** Site (API shape) to columns. */
export const siteColumns = (site: SiteInput | null): SiteColumns => ({
  siteLon: site?.lon ?? null,
  siteLat: site?.lat ?? null,
  siteCityCode: site?.city_code ?? null,
});

/** Case counts per service of the row's project (table names written out: drizzle leaves them bare here). */
const caseCount = sql<number>`(select count(*)::int from cases c where c.project_id = project_services.project_id and c.service_type = project_services.service_type)`;

/** A project as read with the caller's access facts (see `ProjectsRepository.read`). */
export interface ProjectRead {
  project: ProjectRow;
  facts: WorkspaceFacts;
  extras: ProjectExtras;
}

/** One project's extras from its rows, one per service (none: one row with a null service). */
function extrasOfRows(
  projectId: string,
  rows: { serviceType: ServiceType | null; caseCount: number; thumbnailAt: Date | null }[],
): ProjectExtras {
  const listed = rows.flatMap((row) =>
    row.serviceType === null ? [] : [{ serviceType: row.serviceType, caseCount: row.caseCount }],
  );
  const stamp = rows[0]?.thumbnailAt;
  return { services: new Map([[projectId, listed]]), thumbnails: new Map(stamp ? [[projectId, stamp]] : []) };
}

export class ProjectsRepository {
  /** One project's services with case counts and its thumbnail time, in one query. */
  private readonly extrasOfOne;
  /** The project read: the project, the caller's access facts, its services and thumbnail, in one query. */
  private readonly readOne;

  constructor(private readonly db: Database) {
    this.extrasOfOne = db
      .select({
        serviceType: projectServices.serviceType,
        caseCount,
        thumbnailAt: projectThumbnails.updatedAt,
      })
      .from(projects)
      .leftJoin(projectServices, eq(projectServices.projectId, projects.id))
      .leftJoin(projectThumbnails, eq(projectThumbnails.projectId, projects.id))
      .where(eq(projects.id, sql.placeholder("id")))
      .prepare("project_extras");
    this.readOne = db
      .select({
        project: projects,
        ...workspaceFacts,
        serviceType: projectServices.serviceType,
        caseCount,
        thumbnailAt: projectThumbnails.updatedAt,
      })
      .from(projects)
      .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
      .leftJoin(workspaceShares, callerShare)
      .leftJoin(groups, workspaceGroup)
      .leftJoin(projectServices, eq(projectServices.projectId, projects.id))
      .leftJoin(projectThumbnails, eq(projectThumbnails.projectId, projects.id))
      .where(eq(projects.id, id))
      .prepare("project_read");
  }

  /**
   * A project with what decides the caller's access and what its answer shows, in one round trip (the most
   * read answer of the dashboard); undefined when there is no such project.
   */
  async read(projectId: string, caller: string): Promise<ProjectRead | undefined> {
    const rows = await this.readOne.execute({ id: projectId, userId: caller });
    const [first] = rows;
    if (!first) return undefined;
    const { project, workspace, share, groupOwnerId, memberRoles } = first;
    return {
      project,
      facts: { workspace, share, groupOwnerId, memberRoles },
      extras: extrasOfRows(projectId, rows),
    };
  }

  /** The services and thumbnail time of one project (see `extras`). */
  async extrasOf(projectId: string): Promise<ProjectExtras> {
    return extrasOfRows(projectId, await this.extrasOfOne.execute({ id: projectId }));
  }

  /** A workspace's projects searched and sorted, one window of them, each with the count of all matches. */
  list(
    workspaceId: string,
    sort: { sort: "name" | "created_at" | "updated_at"; order: "asc" | "desc" },
    q: string | undefined,
    window: ListWindow,
  ) {
    const column = { created_at: projects.createdAt, updated_at: projects.updatedAt };
    const order =
      sort.sort === "name"
        ? nameOrder(projects.name, sort.order)
        : [(sort.order === "asc" ? asc : desc)(column[sort.sort])];
    return this.db
      .select({ project: projects, total: sql<number>`(count(*) over ())::int` })
      .from(projects)
      .where(and(eq(projects.workspaceId, workspaceId), q ? nameMatches(projects.name, q) : undefined))
      .orderBy(...order, asc(projects.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .execute({ ...window });
  }

  async findById(id: string): Promise<ProjectRow | undefined> {
    const [row] = await this.db.select().from(projects).where(eq(projects.id, id)).limit(1);
    return row;
  }

  /** Services (with case counts) and thumbnail times of some projects. */
  async extras(projectIds: string[]): Promise<ProjectExtras> {
    const services: ProjectExtras["services"] = new Map();
    const thumbnails: ProjectExtras["thumbnails"] = new Map();
    if (projectIds.length === 0) return { services, thumbnails };
    const rows = await this.db
      .select({
        projectId: projectServices.projectId,
        serviceType: projectServices.serviceType,
        caseCount,
      })
      .from(projectServices)
      .where(inArray(projectServices.projectId, projectIds));
    for (const row of rows) services.set(row.projectId, [...(services.get(row.projectId) ?? []), row]);
    const stamps = await this.db
      .select({ projectId: projectThumbnails.projectId, updatedAt: projectThumbnails.updatedAt })
      .from(projectThumbnails)
      .where(inArray(projectThumbnails.projectId, projectIds));
    for (const row of stamps) thumbnails.set(row.projectId, row.updatedAt);
    return { services, thumbnails };
  }

  async insert(
    ex: Database,
    values: { workspaceId: string; name: string; description: string } & SiteColumns,
  ) {
    const [row] = await ex.insert(projects).values(values).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  async update(
    ex: Database,
    id: string,
    values: { name?: string; description?: string } & Partial<SiteColumns>,
  ) {
    await ex
      .update(projects)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(projects.id, id));
  }

  /** Whether the city catalogue has this code. */
  async cityExists(code: string): Promise<boolean> {
    const rows = await this.db
      .select({ code: cities.code })
      .from(cities)
      .where(eq(cities.code, code))
      .limit(1);
    return rows.length > 0;
  }

  /** Makes the project's services exactly `types`; removed services take their cases with them. */
  async setServices(ex: Database, projectId: string, types: ServiceType[]) {
    await ex
      .delete(projectServices)
      .where(
        and(
          eq(projectServices.projectId, projectId),
          types.length ? notInArray(projectServices.serviceType, types) : undefined,
        ),
      );
    if (types.length) {
      await ex
        .insert(projectServices)
        .values(types.map((serviceType) => ({ projectId, serviceType })))
        .onConflictDoNothing();
    }
  }

  async hasService(projectId: string, serviceType: ServiceType): Promise<boolean> {
    const rows = await this.db
      .select({ projectId: projectServices.projectId })
      .from(projectServices)
      .where(and(eq(projectServices.projectId, projectId), eq(projectServices.serviceType, serviceType)));
    return rows.length > 0;
  }

  /** Deletes the project; services, thumbnail and cases go with it (FK cascades). */
  async delete(id: string): Promise<void> {
    await this.db.delete(projects).where(eq(projects.id, id));
  }

  /**
   * A project's thumbnail row. Its image is a blob named by `updatedAt` (see ProjectThumbnailsService); rows
   * written before that hold the bytes in `image`, which is empty in newer rows (kept: no migration needed).
   */
  async thumbnail(projectId: string): Promise<{ image: Buffer; updatedAt: Date } | undefined> {
    const [row] = await this.db
      .select({ image: projectThumbnails.image, updatedAt: projectThumbnails.updatedAt })
      .from(projectThumbnails)
      .where(eq(projectThumbnails.projectId, projectId));
    return row;
  }

  /** The thumbnail times of some projects (those without a thumbnail are absent). */
  async thumbnailTimes(projectIds: string[]): Promise<Map<string, Date>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.db
      .select({ projectId: projectThumbnails.projectId, updatedAt: projectThumbnails.updatedAt })
      .from(projectThumbnails)
      .where(inArray(projectThumbnails.projectId, projectIds));
    return new Map(rows.map((r) => [r.projectId, r.updatedAt]));
  }

  /** Points the project at the thumbnail blob of `updatedAt` (the row's image stays empty). */
  async setThumbnail(projectId: string, updatedAt: Date): Promise<void> {
    const image = Buffer.alloc(0);
    await this.db
      .insert(projectThumbnails)
      .values({ projectId, image, updatedAt })
      .onConflictDoUpdate({ target: projectThumbnails.projectId, set: { image, updatedAt } });
  }

  /** Deletes the thumbnail row; returns its time (which names its blob), or null when there was none. */
  async deleteThumbnail(projectId: string): Promise<Date | null> {
    const [row] = await this.db
      .delete(projectThumbnails)
      .where(eq(projectThumbnails.projectId, projectId))
      .returning({ updatedAt: projectThumbnails.updatedAt });
    return row?.updatedAt ?? null;
  }
}
