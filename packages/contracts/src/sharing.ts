import { z } from "zod";
import { emailSchema } from "./auth";
import { permissionSchema } from "./masters";

/** One user a workspace is shared with. */
export const workspaceShareSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  permission: permissionSchema,
  created_at: z.string(),
});
export type WorkspaceShare = z.infer<typeof workspaceShareSchema>;
export const workspaceShareListSchema = z.array(workspaceShareSchema);

/** PUT /api/workspaces/:id/shares: shares with a registered user, or changes their permission. */
export const workspaceShareBodySchema = z.object({ email: emailSchema, permission: permissionSchema });
export type WorkspaceShareBody = z.input<typeof workspaceShareBodySchema>;

/** `:id/shares/:userId` and `:id/members/:userId` parameters. */
export const userParamsSchema = z.object({
  id: z.uuid({ error: "common.invalid_id" }),
  userId: z.uuid({ error: "common.invalid_id" }),
});
export type UserParams = z.infer<typeof userParamsSchema>;
