import { z } from "zod";

/** `:id` route parameters (UUIDs). */
export const idParamsSchema = z.object({ id: z.uuid({ error: "common.invalid_id" }) });
export type IdParams = z.infer<typeof idParamsSchema>;
export * from "./text";
