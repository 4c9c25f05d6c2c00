import type { Role } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { can } from "./roles";

const ROLES: Role[] = ["owner", "admin", "edit", "view"];

describe("role capabilities", () => {
  it("lets every role but view edit content", () => {
    expect(ROLES.map(can.edit)).toEqual([true, true, true, false]);
  });
  it("lets only owners and admins manage", () => {
    expect(ROLES.map(can.manage)).toEqual([true, true, false, false]);
  });
  it("lets only the owner delete a top-level group, and admins delete sub-groups", () => {
    expect(can.deleteGroup({ role: "owner", parent_id: null })).toBe(true);
    expect(can.deleteGroup({ role: "admin", parent_id: null })).toBe(false);
    expect(can.deleteGroup({ role: "admin", parent_id: "g1" })).toBe(true);
    expect(can.deleteGroup({ role: "edit", parent_id: "g1" })).toBe(false);
  });
  it("lets owners delete workspaces, and group admins group workspaces", () => {
    expect(can.deleteWorkspace({ role: "owner", kind: "my" })).toBe(true);
    expect(can.deleteWorkspace({ role: "admin", kind: "shared" })).toBe(false);
    expect(can.deleteWorkspace({ role: "admin", kind: "group" })).toBe(true);
    expect(can.deleteWorkspace({ role: "edit", kind: "group" })).toBe(false);
  });
});
