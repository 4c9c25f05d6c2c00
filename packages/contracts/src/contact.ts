import { z } from "zod";
import { LIMITS } from "./limits";
import { oneLineText, text } from "./text";

/** Names, company and department: one line each. */
const required = oneLineText({ error: "common.required" }).min(1, "common.required").max(200);

/** Empty optional fields are sent as a single space (PRODUCT.md §5); both count as "not given". */
const optionalText = text()
  .max(300)
  .optional()
  .transform((value) => (value ?? "").trim());

const phone = optionalText.refine((value) => value === "" || /^\d{10,11}$/.test(value), {
  message: "contact.phone_error",
});

/** Contact inquiry fields of PRODUCT.md §7 as the API receives them (multipart form fields). */
export const contactBodySchema = z.object({
  email: text({ error: "common.required" })
    .trim()
    .min(1, "common.required")
    .max(254, "contact.email_error")
    .pipe(z.email({ error: "contact.email_error" })),
  family_name: required,
  given_name: required,
  company: required,
  department: required,
  address: optionalText,
  phone,
  inquiry: text({ error: "common.required" })
    .trim()
    .min(1, "common.required")
    .max(LIMITS.messageMaxChars, "contact.message_length"),
});
export type ContactBody = z.input<typeof contactBodySchema>;

/** The contact form adds the agreement checkbox, checked only on the form (PRODUCT.md §3). */
export const contactFormSchema = contactBodySchema.extend({
  agreement: z.literal(true, { error: "contact.agreement_error" }),
});
export type ContactForm = z.input<typeof contactFormSchema>;

export const contactResultSchema = z.object({ id: z.string(), received_at: z.string() });
