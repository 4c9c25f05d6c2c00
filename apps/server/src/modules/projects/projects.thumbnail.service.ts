import type { BlobStore } from "../../lib/blobs";
import type { ProjectsRepository } from "./projects.repository";

/** The blob key of a project's thumbnail written at `at`: `projects/<id>/thumbnail-<ms>.webp`. */
export const thumbnailKey = (projectId: string, at: Date) =>
  `projects/${projectId}/thumbnail-${at.getTime()}.webp`;

/** When the thumbnail blob of a key's last part (`thumbnail-<ms>.webp`) was written, or null for other keys. */
export function thumbnailKeyTime(rest: string): number | null {
  const match = /^thumbnail-(\d{1,15})\.webp$/.exec(rest);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * Project thumbnails: the image is a blob (files embedded, chunks in PostgreSQL), the `project_thumbnails` row
 * says which one (its time names the blob) and versions the URL. Writes go blob first, row second, old blob
 * last, so a crash leaves at most a blob without a row, which ProjectBlobSweeper removes.
 */
export class ProjectThumbnailsService {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly blobs: BlobStore,
  ) {}

  async set(projectId: string, image: Buffer): Promise<void> {
    const previous = await this.repo.thumbnail(projectId);
    const at = new Date();
    const key = thumbnailKey(projectId, at);
    await this.blobs.put(key, image);
    try {
      await this.repo.setThumbnail(projectId, at);
    } catch (err) {
      await this.blobs.remove(key);
      throw err;
    }
    if (previous && previous.updatedAt.getTime() !== at.getTime()) {
      await this.blobs.remove(thumbnailKey(projectId, previous.updatedAt));
    }
  }

  /** The WebP image, or null when the project has none. */
  async image(projectId: string): Promise<Buffer | null> {
    const row = await this.repo.thumbnail(projectId);
    if (!row) return null;
    if (row.image.byteLength > 0) return row.image; // written before thumbnails were blobs
    return this.blobs.get(thumbnailKey(projectId, row.updatedAt));
  }

  /** When each project's current thumbnail was written (projects without one are left out), for the sweep. */
  thumbnailTimes(projectIds: string[]): Promise<Map<string, Date>> {
    return this.repo.thumbnailTimes(projectIds);
  }

  /** Removes the thumbnail; false when there was none. */
  async delete(projectId: string): Promise<boolean> {
    const at = await this.repo.deleteThumbnail(projectId);
    if (!at) return false;
    await this.blobs.remove(thumbnailKey(projectId, at));
    return true;
  }
}
