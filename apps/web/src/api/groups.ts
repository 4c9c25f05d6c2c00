import { groupMemberListSchema, groupSchema, groupTreeSchema } from "@soracity/contracts";
import type { GroupCreate, GroupMemberBody, GroupMove, GroupUpdate } from "@soracity/contracts";
import { request, requestVoid } from "./client";

const enc = encodeURIComponent;

export const fetchGroupTree = () => request("GET", "/api/groupsclosure/tree", groupTreeSchema);
export const fetchGroup = (id: string) => request("GET", `/api/groups/${enc(id)}`, groupSchema);
export const createGroup = (body: GroupCreate) => request("POST", "/api/groups", groupSchema, { json: body });
export const renameGroup = (id: string, body: GroupUpdate) =>
  request("PATCH", `/api/groups/${enc(id)}`, groupSchema, { json: body });
export const moveGroup = (id: string, body: GroupMove) =>
  request("POST", `/api/groups/${enc(id)}/move`, groupSchema, { json: body });
export const deleteGroup = (id: string) => requestVoid("DELETE", `/api/groups/${enc(id)}`);
export const fetchMembers = (id: string) =>
  request("GET", `/api/groups/${enc(id)}/members`, groupMemberListSchema);
export const putMember = (id: string, body: GroupMemberBody) =>
  requestVoid("PUT", `/api/groups/${enc(id)}/members`, { json: body });
export const deleteMember = (id: string, userId: string) =>
  requestVoid("DELETE", `/api/groups/${enc(id)}/members/${enc(userId)}`);
