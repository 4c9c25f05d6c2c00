import { and, asc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { projectModels, type ProjectModelRow, projects } from "../../db/schema";
import { modelFeaturesKey } from "./models.keys";

export type NewProjectModelRow = Omit<typeof projectModels.$inferInsert, "features">;
/** A model row without its features (lists and answers need no buildings). */
export type ProjectModelSummary = Omit<ProjectModelRow, "features">;

const { features: _features, ...summaryColumns } = getTableColumns(projectModels);

export class ProjectModelsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Inserts a model whose features are already in their blob (modelFeaturesKey); with `before`, in a
   * transaction that runs it first (the plan's quota check).
   */
  async insert(
    values: NewProjectModelRow,
    before?: (tx: Database) => Promise<void>,
  ): Promise<ProjectModelSummary> {
    if (!before) return this.insertWith(this.db, values);
    return this.db.transaction(async (tx) => {
      await before(tx);
      return this.insertWith(tx, values);
    });
  }

  private async insertWith(ex: Database, values: NewProjectModelRow) {
    const [row] = await ex.insert(projectModels).values(values).returning(summaryColumns);
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  list(projectId: string): Promise<ProjectModelSummary[]> {
    return this.db
      .select(summaryColumns)
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

  async delete(projectId: string, id: string): Promise<ProjectModelSummary | undefined> {
    const [row] = await this.db
      .delete(projectModels)
      .where(and(eq(projectModels.projectId, projectId), eq(projectModels.id, id)))
      .returning(summaryColumns);
    return row;
  }

  /** Which of these project ids still exist. */
  async existingProjects(ids: string[]): Promise<Set<string>> {
    const rows = await this.db.select({ id: projects.id }).from(projects).where(inArray(projects.id, ids));
    return new Set(rows.map((r) => r.id));
  }

  /** The blob keys of the models of these projects: their files (`storage_path`) and their features. */
  async storagePaths(projectIds: string[]): Promise<Set<string>> {
    const rows = await this.db
      .select({ key: projectModels.storagePath })
      .from(projectModels)
      .where(inArray(projectModels.projectId, projectIds));
    return new Set(rows.flatMap((r) => [r.key, modelFeaturesKey(r.key)]));
  }
}
