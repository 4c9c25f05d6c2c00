import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { projectModels, type ProjectModelRow, projects } from "../../db/schema";

export type NewProjectModelRow = typeof projectModels.$inferInsert;

export class ProjectModelsRepository {
  constructor(private readonly db: Database) {}

  async insert(values: NewProjectModelRow): Promise<ProjectModelRow> {
    const [row] = await this.db.insert(projectModels).values(values).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  list(projectId: string): Promise<ProjectModelRow[]> {
    return this.db
      .select()
      .from(projectModels)
      .where(eq(projectModels.projectId, projectId))
      .orderBy(asc(projectModels.createdAt));
  }

  async find(projectId: string, id: string): Promise<ProjectModelRow | undefined> {
    const [row] = await this.db
      .select()
      .from(projectModels)
      .where(and(eq(projectModels.projectId, projectId), eq(projectModels.id, id)))
      .limit(1);
    return row;
  }

  async delete(projectId: string, id: string): Promise<ProjectModelRow | undefined> {
    const [row] = await this.db
      .delete(projectModels)
      .where(and(eq(projectModels.projectId, projectId), eq(projectModels.id, id)))
      .returning();
    return row;
  }

  /** Which of these project ids still exist. */
  async existingProjects(ids: string[]): Promise<Set<string>> {
    const rows = await this.db.select({ id: projects.id }).from(projects).where(inArray(projects.id, ids));
    return new Set(rows.map((r) => r.id));
  }
}
