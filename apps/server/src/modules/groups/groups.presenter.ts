import type { Group, GroupMember, Permission, Role } from "@soracity/contracts";
import { compareNames } from "../../db/name-lists";
import type { GroupMemberRow, GroupRow, UserRow } from "../../db/schema";
import { groupCan } from "../access/access.presented";
import { displayName } from "../users/users.presenter";

export const toUserRef = (user: Pick<UserRow, "id" | "email" | "familyName" | "givenName">) => ({
  id: user.id,
  email: user.email,
  name: displayName(user),
});

export const toGroup = (
  group: GroupRow,
  role: Role,
  depth: number,
  owner: UserRow,
  member: boolean,
): Group => ({
  id: group.id,
  name: group.name,
  parent_id: group.parentId,
  depth,
  role,
  member,
  can: groupCan({ role, parentId: group.parentId }),
  owner: toUserRef(owner),
  created_at: group.createdAt.toISOString(),
  updated_at: group.updatedAt.toISOString(),
});

export const toMember = (member: GroupMemberRow, user: UserRow): GroupMember => ({
  user_id: user.id,
  email: user.email,
  name: displayName(user),
  role: member.role as Permission,
  created_at: member.createdAt.toISOString(),
});

/** Depth-first order, siblings by name (db/name-lists.ts): parents come before their children. */
export function treeOrder<T extends { group: GroupRow }>(entries: T[]): T[] {
  const ids = new Set(entries.map((entry) => entry.group.id));
  const children = new Map<string | null, T[]>();
  for (const entry of entries) {
    // A group whose parent the caller cannot see is a root of what they see.
    const parent = entry.group.parentId && ids.has(entry.group.parentId) ? entry.group.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), entry]);
  }
  const out: T[] = [];
  const visit = (parent: string | null) => {
    const list = (children.get(parent) ?? []).sort(
      (a, b) => compareNames(a.group.name, b.group.name) || a.group.id.localeCompare(b.group.id),
    );
    for (const entry of list) {
      out.push(entry);
      visit(entry.group.id);
    }
  };
  visit(null);
  return out;
}
