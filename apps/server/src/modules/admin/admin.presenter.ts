import {
  type AdminBroadcastResult,
  type AdminInquiry,
  type AdminUser,
  BROADCAST_STATUSES,
  type BroadcastStatus,
  planOf,
  roleOf,
  type PlanLimits,
} from "@soracity/contracts";
import type { ContactInquiryRow, NotificationBroadcastRow } from "../../db/schema";
import { displayName } from "../users/users.presenter";
import type { UserWithCounts } from "./admin.repository";

/** A user as the administration list shows it; `limits` are those that apply now. */
export function toAdminUser({ user, workspaces, projects }: UserWithCounts, limits: PlanLimits): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: displayName(user),
    user_type: planOf(user.userType),
    role: roleOf(user.role),
    limits,
    custom_limits: user.planLimits ?? null,
    created_at: user.createdAt.toISOString(),
    workspaces,
    projects,
  };
}

export function toAdminInquiry(row: ContactInquiryRow): AdminInquiry {
  return {
    id: row.id,
    email: row.email,
    family_name: row.familyName,
    given_name: row.givenName,
    company: row.company,
    department: row.department,
    address: row.address,
    phone: row.phone,
    inquiry: row.inquiry,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

const broadcastStatusOf = (status: string): BroadcastStatus =>
  (BROADCAST_STATUSES as readonly string[]).includes(status) ? (status as BroadcastStatus) : "queued";

export function toAdminBroadcast(row: NotificationBroadcastRow): AdminBroadcastResult {
  return {
    id: row.id,
    title_ja: row.titleJa,
    title_en: row.titleEn,
    status: broadcastStatusOf(row.status),
    recipients: row.recipients,
    sent: row.sent,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
