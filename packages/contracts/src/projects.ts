import { z } from "zod";
import { cityFetchSchema } from "./cityFetch";
import { LIMITS } from "./limits";
import { roleSchema, SERVICE_TYPES, serviceTypeSchema } from "./masters";
import { pageSchema } from "./news";
import { text } from "./text";
import { entityNameSchema } from "./workspaces";

export const PROJECT_DESCRIPTION_MAX_CHARS = 1000;
/** Thumbnail uploads: PNG, JPEG or WebP, at most this many bytes; stored as WebP at most 480 px wide. */
export const THUMBNAIL_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const THUMBNAIL_WIDTH_PX = 480;
export const THUMBNAIL_UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

const description = text().trim().max(PROJECT_DESCRIPTION_MAX_CHARS, "project.description_length");

/**
 * The project's site: its centre (lon/lat, JGD2011 degrees) is the origin of every case's local metric frame;
 * `city_code` (optional) names the catalogue city whose buildings the cases use.
 */
export const siteSchema = z.object({
  lon: z
    .number({ error: "analysis.longitude_range" })
    .min(-180, "analysis.longitude_range")
    .max(180, "analysis.longitude_range"),
  lat: z
    .number({ error: "analysis.latitude_range" })
    .min(-90, "analysis.latitude_range")
    .max(90, "analysis.latitude_range"),
  city_code: text()
    .trim()
    .regex(/^\d{5}$/, "project.city_code_invalid")
    .nullable()
    .default(null),
});
export type Site = z.infer<typeof siteSchema>;
export type SiteInput = z.input<typeof siteSchema>;

/** A service of a project (PRODUCT.md §7 `services`), with its labels and number of cases. */
export const projectServiceSchema = z.object({
  service_type: serviceTypeSchema,
  name_ja: z.string(),
  name_en: z.string(),
  case_count: z.number().int(),
});
export type ProjectService = z.infer<typeof projectServiceSchema>;

/** What the caller may do with a project (the server's policy decides; see workspaceCanSchema). */
export const projectCanSchema = z.object({
  /** Rename, describe, set the site, services and thumbnail. */
  update: z.boolean(),
  delete: z.boolean(),
  /** Create cases in it. */
  create_case: z.boolean(),
});
export type ProjectCan = z.infer<typeof projectCanSchema>;

/** GET /api/project/:id (PRODUCT.md §7: `project_name` and `services`) and the items of project lists. */
export const projectSchema = z.object({
  id: z.string(),
  workspace_id: z.string(),
  project_name: z.string(),
  description: z.string(),
  /** `/api/project/:id/thumbnail` (image/webp) or null when none was uploaded. */
  thumbnail_url: z.string().nullable(),
  services: z.array(projectServiceSchema),
  /** The site (null until one is set). */
  site: siteSchema.nullable(),
  /**
   * The latest city-model fetch for the site's area (issue 28), null when none; absent in project lists.
   * Saving a site starts one.
   */
  city_fetch: cityFetchSchema.nullable().optional(),
  /** The caller's role on the workspace. */
  role: roleSchema,
  can: projectCanSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema);
export const projectPageSchema = pageSchema(projectSchema);

/** POST /api/workspaces/:id/projects. `services` defaults to none (added later with PUT .../services). */
export const projectCreateSchema = z.object({
  project_name: entityNameSchema,
  description: description.default(""),
  services: z.array(serviceTypeSchema).max(SERVICE_TYPES.length).default([]),
  site: siteSchema.nullable().default(null),
});
export type ProjectCreate = z.input<typeof projectCreateSchema>;

/** PATCH /api/project/:id: any subset. Removing a service deletes its cases. */
export const projectUpdateSchema = z.object({
  project_name: entityNameSchema.optional(),
  description: description.optional(),
  services: z.array(serviceTypeSchema).max(SERVICE_TYPES.length).optional(),
  site: siteSchema.nullable().optional(),
});
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;

/** Upload limit shared with every other file upload (PRODUCT.md §9, 100 MB) for reference. */
export const UPLOAD_MAX_BYTES = LIMITS.uploadMaxBytes;
