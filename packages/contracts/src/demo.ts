import { z } from "zod";
import { meSchema } from "./auth";

/** GET /api/demo: whether the one-click demo sign-in is on (DEMO) and its account exists. */
export const demoStatusSchema = z.object({ available: z.boolean() });
export type DemoStatus = z.infer<typeof demoStatusSchema>;

/** POST /api/demo/session: signed in as the demo user; `link` is the page to open (the demo's shadow case). */
export const demoSessionSchema = z.object({ user: meSchema, link: z.string() });
export type DemoSession = z.infer<typeof demoSessionSchema>;
