import { z } from "zod";
import { passwordSchema, personNameSchema } from "./auth";
import { localeSchema } from "./locale";
import { text } from "./text";

/** Longest company, department and address the profile keeps. */
export const PROFILE_TEXT_MAX_CHARS = 200;

/** An optional text: blank (or only spaces) means "not given" and is stored as null. */
const optionalText = text({ error: "profile.text_invalid" })
  .max(PROFILE_TEXT_MAX_CHARS, "profile.text_length")
  .transform((value) => value.trim() || null);

/** Phone (PRODUCT.md §5, §9): blank, or 10 or 11 digits only (hyphens and spaces people type are dropped first). */
const phone = text({ error: "contact.phone_error" })
  .max(40, "contact.phone_error")
  .transform((value) => value.replace(/[\s-]/g, ""))
  .refine((value) => value === "" || /^\d{10,11}$/.test(value), { message: "contact.phone_error" })
  .transform((value) => value || null);

/**
 * PATCH /api/me: the profile fields the user may change (PRODUCT.md §3 user attributes). Every field is optional and
 * only the ones sent change; `department` is stored as `post`, `phone` as `tel` (the attribute names of PRODUCT.md §3).
 */
export const profileUpdateSchema = z
  .object({
    family_name: personNameSchema,
    given_name: personNameSchema,
    company: optionalText,
    department: optionalText,
    address: optionalText,
    phone,
    locale: localeSchema,
    /** E-mail when an analysis of the user ends. */
    mail_on_analysis_done: z.boolean({ error: "profile.mail_invalid" }),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ProfileChanges = z.output<typeof profileUpdateSchema>;

/** The profile form: every field present (the web sends the whole form). */
export const profileFormSchema = profileUpdateSchema.required();
export type ProfileForm = z.input<typeof profileFormSchema>;

/** PUT /api/me/password: the current password, the new one (PRODUCT.md §5 rules) and its confirmation. */
export const passwordChangeSchema = z
  .object({
    old_password: text({ error: "password.old_required" }).min(1, "password.old_required").max(256),
    password: passwordSchema,
    password_confirm: text({ error: "password.confirm_required" }).min(1, "password.confirm_required"),
    /** Also revoke every API token of the account (left out: yes; a changed password ends them by default). */
    revoke_tokens: z.boolean({ error: "password.revoke_tokens_invalid" }).default(true),
  })
  .refine((body) => body.password === body.password_confirm, {
    path: ["password_confirm"],
    message: "password.mismatch",
  });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** DELETE /api/me: the account's password, typed again in the confirmation dialog. */
export const accountDeleteSchema = z.object({
  password: text({ error: "profile.delete_password_required" })
    .min(1, "profile.delete_password_required")
    .max(256),
});
export type AccountDelete = z.input<typeof accountDeleteSchema>;

/** Field messages of a wrong password (the old one of a change, the one of a deletion). */
export const WRONG_PASSWORD_MESSAGE = "password.wrong";
