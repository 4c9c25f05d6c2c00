import { z } from "zod";
import { MODEL_FILE_ERROR_CODES } from "./models";
import { LIMIT_KINDS } from "./plans";

/**
 * Stable error codes of the API. The web app translates them under `errors.<code>`; the server sends an
 * English message beside the code for API clients.
 */
export const ERROR_CODES = [
  "bad_request",
  "malformed_json",
  "validation_failed",
  "unauthenticated",
  "invalid_credentials",
  "forbidden",
  "csrf_rejected",
  "not_found",
  "conflict",
  "email_taken",
  /** A mailed link (registration, password reset) that is unknown, expired, or already used. */
  "link_invalid",
  "link_expired",
  "link_used",
  "payload_too_large",
  "unsupported_media_type",
  "unprocessable",
  "rate_limited",
  "limit_reached",
  /** The call needs a signed-in session: an API token cannot do it (create tokens). */
  "session_required",
  "internal",
  "unavailable",
  ...MODEL_FILE_ERROR_CODES,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldErrorSchema = z.object({
  /** Dotted path of the field, e.g. `email` or `barriers.0.height`. */
  path: z.string(),
  /** i18n key of the message, e.g. `contact.email_error`. */
  message: z.string(),
  /** Values of the message's placeholders, e.g. `{ count, limit }` of `analysis.too_large`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
    /** With `limit_reached`: which plan limit was reached (the web shows the matching Error dialog). */
    limit: z.enum(LIMIT_KINDS).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
