import { meSchema } from "@soracity/contracts";
import type { AccountDelete, PasswordChange, ProfileUpdate } from "@soracity/contracts";
import { request, requestVoid } from "../../api/client";

/** Profile, password and account calls of the profile page (server `modules/me`, `modules/account`). */
export const updateProfile = (body: ProfileUpdate) => request("PATCH", "/api/me", meSchema, { json: body });
export const changePassword = (body: PasswordChange) =>
  requestVoid("PUT", "/api/me/password", { json: body });
export const deleteAccount = (body: AccountDelete) => requestVoid("DELETE", "/api/me", { json: body });
