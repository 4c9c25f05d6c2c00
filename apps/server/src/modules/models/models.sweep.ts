import type { FastifyInstance } from "fastify";
import type { BlobStore } from "../../lib/blobs";
import { thumbnailKeyTime } from "../projects/projects.thumbnail.service";
import { modelKeyTime, PROJECT_BLOBS, splitProjectKey } from "./models.keys";
import type { ProjectModelsRepository } from "./models.repository";

/** A blob without its row younger than this may be a write in progress (blob first, row second): kept. */
export const ORPHAN_GRACE_MS = 10 * 60_000;
/** How often API processes sweep (also once after they start listening). */
export const SWEEP_INTERVAL_MS = 60 * 60_000;
/** Project ids per query. */
const BATCH = 500;

export interface SweepReport {
  /** Deleted projects whose blobs were removed. */
  projects: string[];
  /** Blobs of live projects removed because no row refers to them. */
  blobs: string[];
  /** Temporary files of blob writes that died with their process (BlobStore.removeStalePartials). */
  partials: number;
}

/**
 * Removes project blobs nothing refers to: all blobs of deleted projects (a project's deletion cascades to its
 * rows in the database, not to its blobs), and in live projects the model files without a model row and the
 * thumbnails other than the current one, once older than ORPHAN_GRACE_MS (by the time in their names); and
 * anywhere in the store, the temporary files of writes that died with their process. Idempotent, so several processes may sweep at once.
 */
export class ProjectBlobSweeper {
  constructor(
    private readonly blobs: BlobStore,
    private readonly models: ProjectModelsRepository,
    private readonly thumbnails: { thumbnailTimes(projectIds: string[]): Promise<Map<string, Date>> },
    private readonly graceMs = ORPHAN_GRACE_MS,
  ) {}

  async sweep(now = Date.now()): Promise<SweepReport> {
    const byProject = new Map<string, string[]>();
    for (const key of await this.blobs.list(PROJECT_BLOBS)) {
      const parts = splitProjectKey(key);
      if (parts) byProject.set(parts.projectId, [...(byProject.get(parts.projectId) ?? []), parts.rest]);
    }
    const report: SweepReport = {
      projects: [],
      blobs: [],
      partials: await this.blobs.removeStalePartials(now),
    };
    const ids = [...byProject.keys()];
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const alive = await this.models.existingProjects(batch);
      for (const id of batch.filter((p) => !alive.has(p))) {
        await this.blobs.removePrefix(`${PROJECT_BLOBS}${id}/`);
        report.projects.push(id);
      }
      const live = batch.filter((p) => alive.has(p));
      if (live.length === 0) continue;
      const [modelKeys, thumbnails] = await Promise.all([
        this.models.storagePaths(live),
        this.thumbnails.thumbnailTimes(live),
      ]);
      for (const id of live) {
        for (const rest of byProject.get(id) ?? []) {
          const key = `${PROJECT_BLOBS}${id}/${rest}`;
          const thumbnailTime = thumbnailKeyTime(rest);
          let madeAt: number | null;
          if (rest.startsWith("models/")) {
            if (modelKeys.has(key)) continue;
            madeAt = modelKeyTime(rest);
          } else if (thumbnailTime !== null) {
            if (thumbnails.get(id)?.getTime() === thumbnailTime) continue;
            madeAt = thumbnailTime;
          } else continue; // not a blob this sweep knows
          // Without a time in its name (models uploaded before v7 ids), a blob is older than any write.
          if (madeAt !== null && now - madeAt < this.graceMs) continue;
          await this.blobs.remove(key);
          report.blobs.push(key);
        }
      }
    }
    return report;
  }
}

/** Sweeps once the app listens and then every SWEEP_INTERVAL_MS, until the app closes; results are logged. */
export function scheduleBlobSweeps(
  app: FastifyInstance,
  sweeper: ProjectBlobSweeper,
  intervalMs = SWEEP_INTERVAL_MS,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = () =>
    (running ??= sweeper
      .sweep()
      .then(({ projects, blobs, partials }) => {
        if (projects.length + blobs.length + partials === 0) return;
        app.log.info(
          `blob sweep: removed the blobs of ${projects.length} deleted project(s), ${blobs.length} orphan blob(s) and ${partials} partial write(s)`,
        );
      })
      .catch((err: unknown) => app.log.error({ err }, "blob sweep failed"))
      .finally(() => (running = null)));
  app.addHook("onListen", async () => {
    void run();
    timer = setInterval(() => void run(), intervalMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
