import type { Permission, WorkspaceShare } from "@soracity/contracts";
import { AppError, notFound } from "../../lib/errors";
import type { Actor } from "../access/access.policy";
import type { NotificationsService } from "../notifications/notifications.service";
import type { UsersService } from "../users/users.service";
import { displayName } from "../users/users.presenter";
import type { WorkspacesService } from "../workspaces/workspaces.service";
import type { SharingRepository } from "./sharing.repository";

/** 422 on the e-mail field: unknown user, or the caller / the workspace's owner themself. */
export const emailProblem = (message: "sharing.user_not_found" | "sharing.self") =>
  new AppError(422, "unprocessable", "The e-mail cannot be used here.", [{ path: "email", message }]);

/** Sharing workspaces with users by e-mail and a permission (admin, edit, view). */
export class SharingService {
  constructor(
    private readonly workspaces: WorkspacesService,
    private readonly repo: SharingRepository,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
  ) {}

  async list(actor: Actor | null, workspaceId: string): Promise<WorkspaceShare[]> {
    await this.workspaces.authorized(actor, workspaceId, "workspace:share");
    return (await this.repo.listShares(workspaceId)).map(({ share, user }) => ({
      user_id: user.id,
      email: user.email,
      name: displayName(user),
      permission: share.permission as Permission,
      created_at: share.createdAt.toISOString(),
    }));
  }

  async put(actor: Actor | null, workspaceId: string, email: string, permission: Permission) {
    const access = await this.workspaces.authorized(actor, workspaceId, "workspace:share");
    const user = await this.users.findByEmail(email.trim().toLowerCase());
    if (!user) throw emailProblem("sharing.user_not_found");
    if (user.id === actor?.userId || user.id === access.accountId) throw emailProblem("sharing.self");
    const isNew = (await this.repo.sharePermission(workspaceId, user.id)) === null;
    const share = await this.repo.upsertShare(workspaceId, user.id, permission);
    if (isNew) await this.notifyShared(actor, user.id, access.workspace, permission);
    return {
      user_id: user.id,
      email: user.email,
      name: displayName(user),
      permission,
      created_at: share.createdAt.toISOString(),
    };
  }

  /** Tells the user a workspace was shared with them (only a new share; a permission change says nothing). */
  private async notifyShared(
    actor: Actor | null,
    userId: string,
    workspace: { id: string; name: string },
    permission: Permission,
  ) {
    const sharer = actor ? await this.users.findById(actor.userId) : undefined;
    await this.notifications.notify(userId, {
      type: "workspace_shared",
      params: { user: sharer ? displayName(sharer) : "", workspace: workspace.name, permission },
      link: `/dashboard/workspace/${workspace.id}`,
    });
  }

  /** Managers revoke anyone's share; a shared user may remove their own (leave the workspace). */
  async remove(actor: Actor | null, workspaceId: string, userId: string): Promise<void> {
    const self = actor?.userId === userId;
    await this.workspaces.authorized(actor, workspaceId, self ? "workspace:read" : "workspace:share");
    if (!(await this.repo.removeShare(workspaceId, userId))) throw notFound("Share");
  }
}
