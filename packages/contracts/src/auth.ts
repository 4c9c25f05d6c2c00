import { z } from "zod";
import { LIMITS } from "./limits";
import { localeSchema } from "./locale";
import { oneLineText, text } from "./text";

/** Plan tiers (PRODUCT.md §3): basic, premium; anything else is treated as custom. */
export const USER_TYPES = ["basic", "premium", "custom"] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Roles (users.role): operators may use the administration pages and /api/admin. */
export const USER_ROLES = ["user", "operator"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const roleOf = (role: string): UserRole => (role === "operator" ? "operator" : "user");

export function planOf(userType: string): UserType {
  return userType === "basic" || userType === "premium" ? userType : "custom";
}

export const emailSchema = text({ error: "common.required" })
  .trim()
  .min(1, "common.required")
  .max(254, "common.email_error")
  .pipe(z.email({ error: "common.email_error" }));

/** A family or given name: required, one line, at most 50 characters (register, profile). */
export const personNameSchema = oneLineText({ error: "common.required" })
  .min(1, "common.required")
  .max(LIMITS.nameMaxChars, "common.name_length");

/** Password rules of PRODUCT.md §5; messages are i18n keys under `password.*`. */
export const passwordSchema = text({ error: "password.required" })
  .min(1, "password.required")
  .min(LIMITS.passwordMinChars, "password.min_length")
  .max(256, "password.max_length")
  .regex(/[0-9]/, "password.digit")
  .regex(/[A-Z]/, "password.uppercase")
  .regex(/[a-z]/, "password.lowercase")
  .regex(/[^A-Za-z0-9]/, "password.special");

export const registerBodySchema = z
  .object({
    email: emailSchema,
    family_name: personNameSchema,
    given_name: personNameSchema,
    password: passwordSchema,
    password_confirm: text({ error: "password.confirm_required" }),
    locale: localeSchema.optional(),
  })
  .refine((body) => body.password === body.password_confirm, {
    path: ["password_confirm"],
    message: "password.mismatch",
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** What registration answers for every address, new or taken (PRODUCT.md §4: it never tells which). */
export const registerAcceptedSchema = z.object({
  /** A mail went (or will go) to the address: a confirmation link, or a note to the account's owner. */
  status: z.literal("mail_sent"),
});
export type RegisterAccepted = z.infer<typeof registerAcceptedSchema>;

/** A token from a mailed link (registration confirmation, password reset). */
const mailedToken = text({ error: "errors.link_invalid" })
  .trim()
  .min(1, "errors.link_invalid")
  .max(200, "errors.link_invalid");

export const registerConfirmBodySchema = z.object({ token: mailedToken });
export type RegisterConfirmBody = z.infer<typeof registerConfirmBodySchema>;

export const passwordForgotBodySchema = z.object({
  email: emailSchema,
  /** The page's language, for the mail when the account has no saved locale. */
  locale: localeSchema.optional(),
});
export type PasswordForgotBody = z.infer<typeof passwordForgotBodySchema>;

export const passwordResetBodySchema = z
  .object({
    token: mailedToken,
    password: passwordSchema,
    password_confirm: text({ error: "password.confirm_required" }),
  })
  .refine((body) => body.password === body.password_confirm, {
    path: ["password_confirm"],
    message: "password.mismatch",
  });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: text({ error: "common.required" }).min(1, "common.required").max(256),
  locale: localeSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Family name followed by given name (PRODUCT.md §3). */
  name: z.string(),
  family_name: z.string(),
  given_name: z.string(),
  picture: z.string().nullable(),
  locale: localeSchema.nullable(),
  user_type: z.enum(USER_TYPES),
  /** `operator`: the web shows the administration entry. */
  role: z.enum(USER_ROLES),
  company: z.string().nullable(),
  post: z.string().nullable(),
  address: z.string().nullable(),
  tel: z.string().nullable(),
  /** E-mail when an analysis of the user ends (the profile turns it off). */
  mail_on_analysis_done: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const localeBodySchema = z.object({ locale: localeSchema });

/** What an API token may do: everything its user may (`full`), or only safe methods (`read`: 403 on others). */
export const API_TOKEN_SCOPES = ["full", "read"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** The longest expiry a token may be given, in days. */
export const API_TOKEN_MAX_DAYS = 366;

export const apiTokenCreateSchema = z.object({
  name: oneLineText().min(1, "common.required").max(LIMITS.nameMaxChars, "common.name_length"),
  scope: z.enum(API_TOKEN_SCOPES, { error: "token.scope_invalid" }).default("full"),
  /** The token stops working this many days after creation; left out, it never expires. */
  expires_in_days: z
    .number({ error: "token.expiry_invalid" })
    .int("token.expiry_invalid")
    .min(1, "token.expiry_invalid")
    .max(API_TOKEN_MAX_DAYS, "token.expiry_invalid")
    .optional(),
  /** The account's password, typed again: a token is as strong as a session, so minting one asks for it. */
  password: text({ error: "token.password_required" }).min(1, "token.password_required").max(256),
});
export type ApiTokenCreate = z.input<typeof apiTokenCreateSchema>;
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Null: never expires. */
  expires_at: z.string().nullable(),
});
export const apiTokenCreatedSchema = apiTokenSchema.extend({
  /** Shown once; only its hash is stored. */
  token: z.string(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.array(apiTokenSchema);
