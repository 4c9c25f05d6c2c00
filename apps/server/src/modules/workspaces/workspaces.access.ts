import type { Role } from "@soracity/contracts";
import type { WorkspaceRow } from "../../db/schema";
import { type Guarded, strongest } from "../access/access.policy";
import type { GroupsRepository } from "../groups/groups.repository";
import type { WorkspacesRepository } from "./workspaces.repository";

/** A workspace with the caller's effective role and the account its plan limits count against. */
export interface WorkspaceAccess extends Guarded {
  workspace: WorkspaceRow;
  kind: "my" | "shared" | "group";
  /** The user who owns the workspace, or the owner of its group's tree. */
  accountId: string;
}

/**
 * Resolves the caller's role on a workspace: owner (their own, or of the group tree), the strongest of their
 * group role (membership on the group or an ancestor) and the permission it is shared with them.
 */
export class WorkspaceAccessResolver {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly groups: GroupsRepository,
  ) {}

  async resolve(workspaceId: string, userId: string): Promise<WorkspaceAccess | undefined> {
    const workspace = await this.workspaces.findById(workspaceId);
    if (!workspace) return undefined;
    const share = (await this.workspaces.sharePermission(workspaceId, userId)) as Role | null;
    return this.of(workspace, share, userId);
  }

  /**
   * The access of a workspace already read with the caller's share permission (one query for hot paths such
   * as result reads); group workspaces still ask the group tree.
   */
  async of(
    workspace: WorkspaceRow,
    share: Role | null,
    userId: string,
  ): Promise<WorkspaceAccess | undefined> {
    if (workspace.ownerId) {
      const role = workspace.ownerId === userId ? "owner" : share;
      const kind = workspace.ownerId === userId ? "my" : "shared";
      return { workspace, role, kind, accountId: workspace.ownerId };
    }
    const group = workspace.groupId ? await this.groups.roleOf(workspace.groupId, userId) : undefined;
    if (!group) return undefined;
    const role = strongest([group.role, share]);
    return { workspace, role, kind: group.role ? "group" : "shared", accountId: group.group.ownerId };
  }
}
