import { and, asc, desc, eq, ilike, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { SiteInput } from "@soracity/contracts";
import { cities, type ProjectRow, projects, projectServices, projectThumbnails } from "../../db/schema";
import { likePattern } from "../workspaces/workspaces.repository";

export interface ProjectExtras {
  services: Map<string, { serviceType: string; caseCount: number }[]>;
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

export class ProjectsRepository {
  /** One project's services with case counts and its thumbnail time, in one query (the project read). */
  private readonly extrasOfOne;

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
  }

  /** The services and thumbnail time of one project (see `extras`). */
  async extrasOf(projectId: string): Promise<ProjectExtras> {
    const rows = await this.extrasOfOne.execute({ id: projectId });
    const services: ProjectExtras["services"] = new Map();
    const thumbnails: ProjectExtras["thumbnails"] = new Map();
    const listed = rows.flatMap((row) =>
      row.serviceType === null ? [] : [{ serviceType: row.serviceType, caseCount: row.caseCount }],
    );
    services.set(projectId, listed);
    const stamp = rows[0]?.thumbnailAt;
    if (stamp) thumbnails.set(projectId, stamp);
    return { services, thumbnails };
  }

  list(
    workspaceId: string,
    sort: { sort: "name" | "created_at" | "updated_at"; order: "asc" | "desc" },
    q?: string,
  ) {
    const column = { name: projects.name, created_at: projects.createdAt, updated_at: projects.updatedAt };
    return this.db
      .select()
      .from(projects)
      .where(and(eq(projects.workspaceId, workspaceId), q ? ilike(projects.name, likePattern(q)) : undefined))
      .orderBy((sort.order === "asc" ? asc : desc)(column[sort.sort]), asc(projects.id));
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
  async setServices(ex: Database, projectId: string, types: string[]) {
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

  async hasService(projectId: string, serviceType: string): Promise<boolean> {
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
