import { z } from "zod";
import { USER_TYPES } from "./auth";
import { planLimitsSchema } from "./plans";

/** GET /api/config (public): brand and UI flags of PRODUCT.md §3, set by the server's configuration. */
export const publicConfigSchema = z.object({
  brand: z.object({
    name: z.string(),
    /** Short prefix, e.g. `SOR`. */
    prefix: z.string(),
    footer_text: z.string(),
  }),
  ui: z.object({
    header: z.boolean(),
    footer: z.boolean(),
    corner: z.boolean(),
    /** Shows the News and Login buttons of the public header. */
    news: z.boolean(),
  }),
  /** Tag manager container (GTM_ID); null: none, so no script is loaded and no page view is sent. */
  analytics: z.object({ gtm_id: z.string().nullable() }).optional(),
  /** Count limits of each plan as this server applies them (the pricing page shows them). */
  plans: z.record(z.enum(USER_TYPES), planLimitsSchema).optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]) });
