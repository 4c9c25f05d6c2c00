import { z } from "zod";
import { USER_ROLES, USER_TYPES } from "./auth";
import { pageQuerySchema, pageSchema } from "./news";
import { planLimitsSchema } from "./plans";
import { text } from "./text";

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Highest value an operator may give one custom limit. */
export const CUSTOM_LIMIT_MAX = 1_000_000;

/** GET /api/admin/users: `q` searches name and e-mail (case-insensitive, part of either). */
export const adminUsersQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX).extend({
  q: text({ error: "admin.search_invalid" }).trim().max(100, "admin.search_invalid").optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** One user as the administration page lists it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Family name followed by given name. */
  name: z.string(),
  user_type: z.enum(USER_TYPES),
  role: z.enum(USER_ROLES),
  /** The limits that apply to the user now (a custom plan's own limits when the operator set some). */
  limits: planLimitsSchema,
  /** Limits the operator set for this user's custom plan; null: the custom plan's defaults. */
  custom_limits: planLimitsSchema.partial().nullable(),
  created_at: z.string(),
  /** Workspaces the user owns (their own and their groups'), and the projects in them. */
  workspaces: z.number().int(),
  projects: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageSchema(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

const customLimit = z
  .number({ error: "admin.limit_invalid" })
  .int("admin.limit_invalid")
  .min(0, "admin.limit_invalid")
  .max(CUSTOM_LIMIT_MAX, "admin.limit_invalid");

/** The limits an operator may set on a custom plan: any of them; those left out keep the plan's default. */
export const customLimitsSchema = z
  .object(
    Object.fromEntries(Object.keys(planLimitsSchema.shape).map((key) => [key, customLimit])) as Record<
      keyof z.infer<typeof planLimitsSchema>,
      typeof customLimit
    >,
  )
  .partial()
  .strict();
export type CustomLimits = z.infer<typeof customLimitsSchema>;

/**
 * PUT /api/admin/users/{id}/plan: the plan, and for `custom` its own limits (null or left out: the custom
 * plan's defaults). Limits with basic or premium are refused (those plans have the configured limits).
 */
export const adminPlanBodySchema = z
  .object({
    user_type: z.enum(USER_TYPES, { error: "admin.plan_invalid" }),
    limits: customLimitsSchema.nullable().optional(),
  })
  .refine((body) => body.user_type === "custom" || !body.limits, {
    path: ["limits"],
    message: "admin.limits_custom_only",
  });
export type AdminPlanBody = z.input<typeof adminPlanBodySchema>;

/** GET /api/admin/inquiries: newest first; `unread=true` lists only those not marked read. */
export const adminInquiriesQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX).extend({
  unread: z.enum(["true", "false"], { error: "admin.unread_invalid" }).optional(),
});
export type AdminInquiriesQuery = z.input<typeof adminInquiriesQuerySchema>;

/** A contact inquiry (PRODUCT.md §3 fields) as operators read it. */
export const adminInquirySchema = z.object({
  id: z.string(),
  email: z.string(),
  family_name: z.string(),
  given_name: z.string(),
  company: z.string(),
  department: z.string(),
  address: z.string(),
  phone: z.string(),
  inquiry: z.string(),
  created_at: z.string(),
  /** When an operator marked it read; null: unread. */
  read_at: z.string().nullable(),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;
export const adminInquiryPageSchema = pageSchema(adminInquirySchema).extend({
  /** Unread inquiries in all pages. */
  unread: z.number().int(),
});
export type AdminInquiryPage = z.infer<typeof adminInquiryPageSchema>;

export const BROADCAST_TITLE_MAX_CHARS = 100;
export const BROADCAST_CONTENT_MAX_CHARS = 1000;

const broadcastTitle = text({ error: "admin.broadcast_title_required" })
  .trim()
  .min(1, "admin.broadcast_title_required")
  .max(BROADCAST_TITLE_MAX_CHARS, "admin.broadcast_title_length");
const broadcastContent = text({ error: "admin.broadcast_content_required" })
  .trim()
  .min(1, "admin.broadcast_content_required")
  .max(BROADCAST_CONTENT_MAX_CHARS, "admin.broadcast_content_length");

/** POST /api/admin/notifications: a notification to every user, each receiving the text of their locale. */
export const adminBroadcastSchema = z.object({
  title_ja: broadcastTitle,
  title_en: broadcastTitle,
  content_ja: broadcastContent,
  content_en: broadcastContent,
});
export type AdminBroadcast = z.input<typeof adminBroadcastSchema>;

export const BROADCAST_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/**
 * A notification to every user as operators follow it: a job writes it in batches of users (`sending`) until
 * every user registered when it was queued has it (`sent`), or `failed` when the queue gave its job up (retries
 * exhausted: `sent` users have it, the others never will). POST /api/admin/notifications answers 202 with it.
 */
export const adminBroadcastResultSchema = z.object({
  id: z.string(),
  title_ja: z.string(),
  title_en: z.string(),
  status: z.enum(BROADCAST_STATUSES),
  /** Users it goes to: those registered when it was queued. */
  recipients: z.number().int(),
  /** Users notified so far. */
  sent: z.number().int(),
  created_at: z.string(),
  /** When the last user was notified, or when the job was given up; null until then. */
  finished_at: z.string().nullable(),
});
export type AdminBroadcastResult = z.infer<typeof adminBroadcastResultSchema>;

/** GET /api/admin/notifications: the notifications sent to every user, newest first. */
export const adminBroadcastsQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX);
export const adminBroadcastPageSchema = pageSchema(adminBroadcastResultSchema);
export type AdminBroadcastPage = z.infer<typeof adminBroadcastPageSchema>;
