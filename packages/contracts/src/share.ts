import { z } from "zod";
import {
  analysisSummarySchema,
  levelPointSchema,
  resultLayerSchema,
  shadePointSchema,
  skyPointSchema,
} from "./analysis";
import { CASE_STATUSES } from "./cases";
import { EXPORT_FORMATS } from "./exports";
import { serviceTypeSchema } from "./masters";

/** POST /api/cases/{id}/share: the case's share link, a path on the app's origin (`/share/<token>`). */
export const shareLinkSchema = z.object({ url: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** `/api/share/:token` parameters: any token shape is accepted; unknown or revoked tokens answer 404. */
export const shareTokenParamsSchema = z.object({ token: z.string().min(1).max(128) });

/**
 * GET /api/share/{token}: the shared case, read-only, and nothing else (no project, workspace or user data).
 * `summary`, `points`, `layers` are those of the case's last finished run (null / empty without one); layer and
 * export URLs are under the share (`/api/share/{token}/layers/{name}`, `/api/share/{token}/export/{format}`).
 */
export const sharedCaseSchema = z.object({
  name: z.string(),
  service_type: serviceTypeSchema,
  status: z.enum(CASE_STATUSES),
  process_start_at: z.string().nullable(),
  process_end_at: z.string().nullable(),
  computed_at: z.string().nullable(),
  /** The project's site (centre of the case's local frame), null when unset. */
  site: z.object({ lon: z.number(), lat: z.number() }).nullable(),
  summary: analysisSummarySchema.nullable(),
  points: z.union([z.array(shadePointSchema), z.array(levelPointSchema), z.array(skyPointSchema)]),
  layers: z.array(resultLayerSchema),
  /** Download links (empty without a result). */
  exports: z.array(z.object({ format: z.enum(EXPORT_FORMATS), url: z.string() })),
});
export type SharedCase = z.infer<typeof sharedCaseSchema>;
