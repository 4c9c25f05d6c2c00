import { z } from "zod";

/** GET /api/config (public): brand and UI flags of spec §3, set by the server's configuration. */
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
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]) });
