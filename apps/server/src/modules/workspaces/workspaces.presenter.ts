import type { Role, Workspace, WorkspaceKind } from "@soracity/contracts";
import { workspaceCan } from "../access/access.presented";
import { displayName } from "../users/users.presenter";
import type { WorkspaceView } from "./workspaces.repository";

export const toWorkspace = (view: WorkspaceView, role: Role, kind: WorkspaceKind): Workspace => ({
  id: view.workspace.id,
  name: view.workspace.name,
  kind,
  role,
  can: workspaceCan({ role, kind }),
  owner: view.owner ? { id: view.owner.id, email: view.owner.email, name: displayName(view.owner) } : null,
  group: view.group,
  project_count: view.projectCount,
  created_at: view.workspace.createdAt.toISOString(),
  updated_at: view.workspace.updatedAt.toISOString(),
});
