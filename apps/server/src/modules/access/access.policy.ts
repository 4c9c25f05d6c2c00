import type { Role } from "@soracity/contracts";
import { AppError, notFound, unauthenticated } from "../../lib/errors";

/** Who asks: a signed-in user, or null when signed out. */
export interface Actor {
  userId: string;
}

/** A workspace or group as the policy sees it: the actor's effective role on it (null = none). */
export interface Guarded {
  role: Role | null;
  /** Workspaces only: group workspaces let group admins delete them. */
  kind?: "my" | "shared" | "group";
  /** Groups only: top-level groups (parent null) may be deleted or made top-level by their owner only. */
  parentId?: string | null;
}

export type Action =
  | "workspace:read"
  | "workspace:rename"
  | "workspace:delete"
  | "workspace:share"
  | "project:write"
  | "case:write"
  | "case:run"
  | "group:read"
  | "group:manage"
  | "group:delete"
  | "group:create-workspace"
  | "group:move-to-top";

const READ: readonly Role[] = ["owner", "admin", "edit", "view"];
const WRITE: readonly Role[] = ["owner", "admin", "edit"];
const MANAGE: readonly Role[] = ["owner", "admin"];
const has = (roles: readonly Role[]) => (resource: Guarded) =>
  resource.role !== null && roles.includes(resource.role);

/** The role matrix (documented in apps/server/README.md, Authorization). */
const RULES: Record<Action, (resource: Guarded) => boolean> = {
  "workspace:read": has(READ),
  "workspace:rename": has(MANAGE),
  // A shared admin manages a workspace but may not delete someone else's; a group admin may delete the group's.
  "workspace:delete": (r) => r.role === "owner" || (r.role === "admin" && r.kind === "group"),
  "workspace:share": has(MANAGE),
  "project:write": has(WRITE),
  "case:write": has(WRITE),
  "case:run": has(WRITE),
  "group:read": has(READ),
  "group:manage": has(MANAGE),
  "group:delete": (r) => r.role === "owner" || (r.role === "admin" && r.parentId !== null),
  "group:create-workspace": has(WRITE),
  "group:move-to-top": (r) => r.role === "owner",
};

/** Whether a signed-in caller with this access to the resource may do the action. */
export function permits(action: Action, resource: Guarded): boolean {
  return RULES[action](resource);
}

/** Whether the actor may do the action on the resource. */
export function can(actor: Actor | null, action: Action, resource: Guarded): boolean {
  return actor !== null && permits(action, resource);
}

/** A resource the actor was authorized on: it exists and they hold a role on it. */
export type Authorized<R extends Guarded> = R & { role: Role };

/**
 * Throws unless `can(...)`: 401 when signed out, 404 when the actor has no role at all (so another user's ids
 * reveal nothing), 403 when the role is not enough. An assertion: afterwards `resource` is known to exist with
 * a role, so callers need no casts.
 */
export function authorize<R extends Guarded>(
  actor: Actor | null,
  action: Action,
  resource: R | undefined,
  what: string,
): asserts resource is Authorized<R> {
  if (!actor) throw unauthenticated();
  if (!resource || resource.role === null) throw notFound(what);
  if (!can(actor, action, resource)) {
    throw new AppError(403, "forbidden", `Your role (${resource.role}) does not allow ${action}.`);
  }
}

const RANK: Record<Role, number> = { view: 1, edit: 2, admin: 3, owner: 4 };

/** The strongest of several roles (null when there is none). */
export function strongest(roles: readonly (Role | null | undefined)[]): Role | null {
  let best: Role | null = null;
  for (const role of roles) if (role && (!best || RANK[role] > RANK[best])) best = role;
  return best;
}
