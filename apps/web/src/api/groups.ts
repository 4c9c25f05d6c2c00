import { groupMemberPageSchema, groupSchema, groupTreeSchema } from "@soracity/contracts";
import type { GroupCreate, GroupMemberBody, GroupMove, GroupUpdate } from "@soracity/contracts";
import { request, requestVoid } from "./client";
import { type ListParams, queryString } from "./query";

const enc = encodeURIComponent;

export const fetchGroupTree = () => request("GET", "/api/groupsclosure/tree", groupTreeSchema);
export const fetchGroup = (id: string) => request("GET", `/api/groups/${enc(id)}`, groupSchema);
export const createGroup = (body: GroupCreate) => request("POST", "/api/groups", groupSchema, { json: body });
export const renameGroup = (id: string, body: GroupUpdate) =>
  request("PATCH", `/api/groups/${enc(id)}`, groupSchema, { json: body });
export const moveGroup = (id: string, body: GroupMove) =>
  request("POST", `/api/groups/${enc(id)}/move`, groupSchema, { json: body });
export const deleteGroup = (id: string) => requestVoid("DELETE", `/api/groups/${enc(id)}`);
/** A page of a group's members (first joined first unless `params` sorts otherwise). */
export const fetchMembers = (id: string, params: ListParams<"created_at" | "name">) =>
  request("GET", `/api/groups/${enc(id)}/members?${queryString({ ...params })}`, groupMemberPageSchema);
export const putMember = (id: string, body: GroupMemberBody) =>
  requestVoid("PUT", `/api/groups/${enc(id)}/members`, { json: body });
export const deleteMember = (id: string, userId: string) =>
  requestVoid("DELETE", `/api/groups/${enc(id)}/members/${enc(userId)}`);
