import type { Role } from "@soracity/contracts";

/**
 * The i18n key of a role's label, the one source for every place that shows a role or a permission: the
 * permission levels read the master labels (`master.permission.*`, equal to the contracts' PERMISSION_MASTER),
 * the owner, who is no permission level, `ws.role_owner`.
 */
export function roleLabelKey(role: Role): string {
  return role === "owner" ? "ws.role_owner" : `master.permission.${role}`;
}
