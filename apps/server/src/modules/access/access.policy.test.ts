import type { Role } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { type Action, authorize, can, strongest } from "./access.policy";

const actor = { userId: "u" };
const roles: (Role | null)[] = ["owner", "admin", "edit", "view", null];

/** Expected answers per role in the order owner, admin, edit, view, none (README, Authorization). */
const matrix: [Action, boolean[]][] = [
  ["workspace:read", [true, true, true, true, false]],
  ["workspace:rename", [true, true, false, false, false]],
  ["workspace:share", [true, true, false, false, false]],
  ["project:write", [true, true, true, false, false]],
  ["case:write", [true, true, true, false, false]],
  ["group:read", [true, true, true, true, false]],
  ["group:manage", [true, true, false, false, false]],
  ["group:create-workspace", [true, true, true, false, false]],
  ["group:move-to-top", [true, false, false, false, false]],
];

describe("access policy", () => {
  it.each(matrix)("%s follows the role matrix", (action, expected) => {
    expect(roles.map((role) => can(actor, action, { role }))).toEqual(expected);
  });

  it("lets only the owner delete a my/shared workspace, and group admins a group workspace", () => {
    expect(roles.map((role) => can(actor, "workspace:delete", { role, kind: "shared" }))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(roles.map((role) => can(actor, "workspace:delete", { role, kind: "group" }))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("lets admins delete sub-groups but only the owner a top-level group", () => {
    expect(can(actor, "group:delete", { role: "admin", parentId: "p" })).toBe(true);
    expect(can(actor, "group:delete", { role: "admin", parentId: null })).toBe(false);
    expect(can(actor, "group:delete", { role: "owner", parentId: null })).toBe(true);
    expect(can(actor, "group:delete", { role: "edit", parentId: "p" })).toBe(false);
  });

  it("refuses everything when signed out", () => {
    expect(can(null, "workspace:read", { role: "owner" })).toBe(false);
  });

  it("authorize answers 401 signed out, 404 without a role, 403 with too weak a role", () => {
    const status = (fn: () => void) => {
      try {
        fn();
        return 200;
      } catch (err) {
        return (err as { statusCode: number }).statusCode;
      }
    };
    expect(status(() => authorize(null, "workspace:read", { role: "owner" }, "Workspace"))).toBe(401);
    expect(status(() => authorize(actor, "workspace:read", { role: null }, "Workspace"))).toBe(404);
    expect(status(() => authorize(actor, "workspace:read", undefined, "Workspace"))).toBe(404);
    expect(status(() => authorize(actor, "workspace:rename", { role: "view" }, "Workspace"))).toBe(403);
    expect(status(() => authorize(actor, "workspace:rename", { role: "admin" }, "Workspace"))).toBe(200);
  });

  it("picks the strongest role", () => {
    expect(strongest(["view", null, "admin", "edit"])).toBe("admin");
    expect(strongest([null, undefined])).toBeNull();
    expect(strongest(["owner", "admin"])).toBe("owner");
  });
});
