import { THUMBNAIL_MAX_UPLOAD_BYTES, THUMBNAIL_UPLOAD_TYPES } from "@soracity/contracts";

/** i18n key of why a chosen thumbnail file is refused, or null when it may be uploaded. */
export function thumbnailProblem(file: { type: string; size: number }): string | null {
  if (!(THUMBNAIL_UPLOAD_TYPES as readonly string[]).includes(file.type)) return "project.thumbnail_type";
  if (file.size > THUMBNAIL_MAX_UPLOAD_BYTES) return "project.thumbnail_size";
  return null;
}

/** Image address of a project's thumbnail, changing with each edit so a new upload is not cached. */
export function thumbnailSrc(project: { thumbnail_url: string | null; updated_at: string }): string | null {
  if (!project.thumbnail_url) return null;
  const joiner = project.thumbnail_url.includes("?") ? "&" : "?";
  return `${project.thumbnail_url}${joiner}v=${encodeURIComponent(project.updated_at)}`;
}
