import type { Project } from "@soracity/contracts";
import { createProject, deleteThumbnail, updateProject, uploadThumbnail } from "../../api/workspaces";
import type { ProjectDraft } from "./ProjectDialog";

/**
 * Creates (in `workspaceId`) or updates a project, then uploads its new thumbnail if one was chosen. A failed
 * upload does not undo the saved project: it comes back as `thumbnailError` so the dialog can close.
 */
export async function saveProject(
  target: { create: string } | { update: Project },
  { values, thumbnail, removeThumbnail }: ProjectDraft,
): Promise<{ project: Project; thumbnailError: unknown }> {
  const saved =
    "create" in target
      ? await createProject(target.create, values)
      : await updateProject(target.update.id, values);
  if (!thumbnail && !(removeThumbnail && saved.thumbnail_url))
    return { project: saved, thumbnailError: null };
  try {
    if (thumbnail) return { project: await uploadThumbnail(saved.id, thumbnail), thumbnailError: null };
    await deleteThumbnail(saved.id);
    return { project: { ...saved, thumbnail_url: null }, thumbnailError: null };
  } catch (error) {
    return { project: saved, thumbnailError: error };
  }
}
